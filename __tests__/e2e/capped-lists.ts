import type { Locator } from '@playwright/test';
import { expect } from './fixtures';
import { capList, RECORD_LIST_CAP, type RecordList } from '@/lib/paging/record-lists';
import { formatNumber } from '@/lib/format/en-us';
import { feedPath } from '@/lib/schedule/feed-urls';
import { escapeRegExp } from './content-records';

/** Where every event of a sport is, under a capped list of them: its calendar feed (the note's first link). */
export const sportEventsMore = (sport: { slug: string; name: string }) => ({
  name: `${sport.name} calendar (.ics)`,
  href: new RegExp(`${escapeRegExp(feedPath(sport.slug))}$`),
});

/**
 * A record page's capped list (lib/paging/record-lists.ts) that does not depend on the clock: the
 * first records up to the cap, in order (`shown(scope)` gives the keys on the page), and, when some are
 * left out, "Showing <cap> of <all>." with a link to where every one is (`more`).
 */
export async function expectCappedList(
  scope: Locator,
  list: RecordList,
  all: readonly string[],
  shown: (scope: Locator) => Promise<string[]>,
  name: string,
  more: { name: string | RegExp; href: RegExp },
): Promise<void> {
  const expected = capList(list, all);
  expect(await shown(scope)).toEqual(expected.shown);
  const note = scope.locator(`[data-capped="${name}"]`);
  if (expected.shown.length === all.length) {
    await expect(note).toHaveCount(0);
    return;
  }
  await expect(note).toContainText(`Showing ${formatNumber(RECORD_LIST_CAP[list])} of ${formatNumber(all.length)}.`);
  await expect(note.getByRole('link', { name: more.name })).toHaveAttribute('href', more.href);
}

/**
 * A capped list of ticketed events, built earlier than the test runs: the page listed the events not
 * over at build time (some may have ended since), soonest first, at most RECORD_LIST_CAP.events.
 * `events` are every event the list is drawn from, soonest first. So the page shows at most the cap,
 * in that order; every event not over now that comes before the last one shown is shown; it shows
 * the cap when more than the cap are not over now, and then says how many there were (at least those
 * not over now) and links to `more`.
 */
export async function expectCappedEvents(
  scope: Locator,
  events: readonly { id: number; title: string; endMs: number }[],
  name: string,
  more: { name: string | RegExp; href: RegExp },
): Promise<void> {
  const cap = RECORD_LIST_CAP.events;
  const upcoming = events.filter((e) => e.endMs > Date.now());
  const items = scope.locator(`[data-list="${name}"] > li[data-event]`);
  const ids = (await items.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-event'))))) as number[];
  expect(ids.length).toBeLessThanOrEqual(cap);
  expect(ids.length).toBeGreaterThanOrEqual(Math.min(cap, upcoming.length));
  const order = events.map((e) => e.id);
  const positions = ids.map((id) => order.indexOf(id));
  expect(
    positions.every((p) => p >= 0),
    'every event shown is one of the list',
  ).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  const last = Math.max(-1, ...positions);
  for (const e of upcoming.filter((u) => order.indexOf(u.id) <= last))
    await expect(scope.locator(`[data-list="${name}"] > li[data-event="${e.id}"]`)).toContainText(e.title);
  const note = scope.locator(`[data-capped="${name}"]`);
  if (upcoming.length > cap) {
    await expect(note).toContainText(new RegExp(`Showing ${cap} of [\\d,]+\\.`));
    const total = Number((/of ([\d,]+)\./.exec((await note.innerText()) ?? '')?.[1] ?? '0').replace(/,/g, ''));
    expect(total).toBeGreaterThanOrEqual(upcoming.length);
    await expect(note.getByRole('link', { name: more.name }).first()).toHaveAttribute('href', more.href);
  }
  if (ids.length < cap) await expect(note).toHaveCount(0);
}
