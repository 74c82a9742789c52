'use client';
import * as Tabs from '@radix-ui/react-tabs';
import type { MouseEvent } from 'react';
import { cn } from '@/lib/ui/cn';

const TRIGGER = {
  /** Console tabs (athlete dashboard, admin): pill buttons. */
  pill: 'min-h-11 whitespace-nowrap rounded-xl px-4 py-2 text-left font-semibold text-slate-800 hover:bg-brand-50 data-[state=active]:bg-brand-700 data-[state=active]:text-white',
  /** Page section tabs (sport and event pages): underlined. */
  underline:
    'min-h-11 shrink-0 whitespace-nowrap rounded-t-lg border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900 sm:text-base',
} as const;

/** A plain left click on a linked tab: Radix has chosen the tab on mouse down, so the link is not followed (no jump to its anchor). */
function keepPlace(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) event.preventDefault();
}

/**
 * A Radix tab list: one trigger per tab, in the site's pill or underlined look. `linked` tabs are
 * links to `#value` (section tabs, components/ui/hash-tabs.tsx), so they work before the page's
 * scripts have run and open in a new tab on a middle click.
 */
export function TabList({
  label,
  tabs,
  look,
  className,
  linked = false,
}: {
  label: string;
  tabs: readonly { value: string; label: string }[];
  look: keyof typeof TRIGGER;
  className?: string;
  linked?: boolean;
}) {
  return (
    <Tabs.List aria-label={label} className={className}>
      {tabs.map((t, i) =>
        linked ? (
          <Tabs.Trigger key={t.value} value={t.value} asChild>
            <a href={`#${t.value}`} type={undefined} data-tab-trigger={i} onClick={keepPlace} className={TRIGGER[look]}>
              {t.label}
            </a>
          </Tabs.Trigger>
        ) : (
          <Tabs.Trigger key={t.value} value={t.value} className={TRIGGER[look]}>
            {t.label}
          </Tabs.Trigger>
        ),
      )}
    </Tabs.List>
  );
}

/** The class of a console's tab panel (dashboards). */
export const PILL_PANEL = 'min-w-0 flex-1 focus-visible:outline-none';

/** A console's tab list (athlete dashboard, admin): pill buttons, a column beside the panels on large screens when `column`. */
export function PillTabList({ label, tabs, column = false }: { label: string; tabs: readonly { value: string; label: string }[]; column?: boolean }) {
  return <TabList label={label} tabs={tabs} look="pill" className={cn('flex gap-1 overflow-x-auto', column && 'shrink-0 lg:w-52 lg:flex-col')} />;
}
