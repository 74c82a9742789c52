/**
 * Section tabs before the page's scripts have run (a slow line): each tab is a link to its own
 * `#value`, and this stylesheet shows the panel of the tab whose anchor the URL targets (and marks
 * its tab as chosen) until `<html data-hydrated>`, when the tabs' own state takes over. Anchors,
 * tabs and panels carry their position: `data-tab-anchor`, `data-tab-trigger`, `data-tab-panel`.
 */
export function tabsBeforeScriptsCss(count: number): string {
  const before = 'html:not([data-hydrated]) [data-hash-tabs]';
  const anyTarget = `${before}:has(>[data-tab-anchor]:target)`;
  const rules = [
    `${anyTarget}>[data-tab-panel][data-state=active]{display:none}`,
    `${anyTarget} [data-tab-trigger][data-state=active]{border-color:transparent;color:var(--color-slate-700)}`,
  ];
  for (let i = 0; i < count; i += 1) {
    const target = `${before}:has(>[data-tab-anchor="${i}"]:target)`;
    rules.push(`${target}>[data-tab-panel="${i}"]{display:block!important}`);
    rules.push(`${target} [data-tab-trigger="${i}"]{border-color:var(--color-brand-700)!important;color:var(--color-brand-900)!important}`);
  }
  return rules.join('');
}
