'use client';
import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';
import { TabList } from '@/components/ui/tab-list';
import { decodeHash } from '@/lib/url/hash';

export interface HashTab {
  value: string;
  label: string;
  content: ReactNode;
}

const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const readHash = () => decodeHash(window.location.hash);
const serverHash = () => '';

/**
 * Radix tabs whose selection lives in the URL hash (#stats), so a tab can be linked and survives a
 * reload; the first tab is selected when the hash names none. Arrow keys, Home and End move between
 * tabs (Radix). Every panel is rendered into the HTML (forceMount): inactive panels are hidden by CSS,
 * and without JavaScript the tab bar is hidden and all panels show one after another.
 */
export function HashTabs({ label, tabs }: { label: string; tabs: HashTab[] }) {
  const hash = useSyncExternalStore(subscribe, readHash, serverHash);
  const value = tabs.some((t) => t.value === hash) ? hash : (tabs[0]?.value ?? '');

  const select = useCallback((next: string) => {
    window.history.replaceState(window.history.state, '', `#${next}`);
    listeners.forEach((l) => l());
  }, []);

  return (
    <Tabs.Root value={value} onValueChange={select} className="mt-10">
      <noscript>
        <style>{'[data-tab-panel][data-state=inactive]{display:block!important}'}</style>
      </noscript>
      <TabList label={label} tabs={tabs} look="underline" className="js-only -mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1 pb-px" />
      {tabs.map((t) => (
        <Tabs.Content
          key={t.value}
          value={t.value}
          forceMount
          data-tab-panel=""
          className={cn('pt-8 focus-visible:outline-offset-4 data-[state=inactive]:hidden')}
        >
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
