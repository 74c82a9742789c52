'use client';
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { decodeHash } from '@/lib/url/hash';
import { TabList } from './tab-list';
import { useUrlState } from './use-url-state';
import { tabsBeforeScriptsCss } from '@/lib/ui/hash-tabs-css';

export interface HashTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * Radix tabs whose selection lives in the URL hash (#stats), so a tab can be linked and survives a
 * reload; the first tab is selected when the hash names none. Arrow keys, Home and End move between
 * tabs (Radix). Every panel is rendered into the HTML (forceMount): inactive panels are hidden by CSS,
 * and without JavaScript the tab bar is hidden and all panels show one after another. While the
 * scripts are still on their way the tabs already work: each is a link to an anchor `#value` at the
 * top of the tabs, and a small stylesheet shows the targeted panel (lib/ui/hash-tabs-css.ts).
 */
export function HashTabs({ label, tabs }: { label: string; tabs: HashTab[] }) {
  const [rawHash, setHash] = useUrlState('hash');
  const hash = decodeHash(rawHash);
  const value = (tabs.find((t) => t.value === hash) ?? tabs[0])?.value;

  return (
    <Tabs.Root value={value} onValueChange={(next) => setHash(`#${next}`)} className="mt-10" data-hash-tabs="">
      <noscript>
        <style>{'[data-tab-panel][data-state=inactive]{display:block!important}'}</style>
      </noscript>
      <style>{tabsBeforeScriptsCss(tabs.length)}</style>
      {tabs.map((t, i) => (
        <span key={t.value} id={t.value} data-tab-anchor={i} />
      ))}
      <TabList label={label} tabs={tabs} look="underline" linked className="js-only -mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1 pb-px" />
      {tabs.map((t, i) => (
        <Tabs.Content key={t.value} value={t.value} forceMount data-tab-panel={i} className="pt-8 focus-visible:outline-offset-4 data-[state=inactive]:hidden">
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
