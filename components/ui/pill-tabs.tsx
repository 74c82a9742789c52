'use client';
import * as Tabs from '@radix-ui/react-tabs';
import { cn } from '@/lib/utils';

/** The class of a console's tab panel (dashboards). */
export const PILL_PANEL = 'min-w-0 flex-1 focus-visible:outline-none';

/** A console's tab list (athlete dashboard, admin): pill buttons, a column beside the panels on large screens when `column`. */
export function PillTabList({ label, tabs, column = false }: { label: string; tabs: readonly { value: string; label: string }[]; column?: boolean }) {
  return (
    <Tabs.List aria-label={label} className={cn('flex gap-1 overflow-x-auto', column && 'shrink-0 lg:w-52 lg:flex-col')}>
      {tabs.map((t) => (
        <Tabs.Trigger
          key={t.value}
          value={t.value}
          className="min-h-11 whitespace-nowrap rounded-xl px-4 py-2 text-left font-semibold text-slate-800 hover:bg-brand-50 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
        >
          {t.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
