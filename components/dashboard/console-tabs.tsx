'use client';
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PILL_PANEL, PillTabList } from '@/components/ui/tab-list';

/** A console's heading (athlete dashboard, admin) with its sign-out button. */
export function ConsoleHeading({ children, signOut, onSignOut }: { children: ReactNode; signOut: string; onSignOut: () => void }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      {children}
      <Button variant="outline" onClick={onSignOut}>
        {signOut}
      </Button>
    </div>
  );
}

/** A console's sections as pill tabs, the first open; `column` puts the tab list beside the panels on large screens. */
export function ConsoleTabs({
  label,
  tabs,
  column = false,
}: {
  label: string;
  tabs: readonly { value: string; label: string; content: ReactNode }[];
  column?: boolean;
}) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} orientation={column ? 'vertical' : undefined} className={column ? 'flex flex-col gap-6 lg:flex-row' : 'space-y-6'}>
      <PillTabList label={label} tabs={tabs} column={column} />
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value} className={PILL_PANEL}>
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
