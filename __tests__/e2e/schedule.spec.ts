import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { getFeedSports, getScheduleEntries } from '../../lib/content/schedule';
import { PAGED_LIST_RECORDS } from '../../lib/content/paged-lists';
import { PAGE_SIZE, pageSlice } from '@/lib/paging/paging';
import { filterBySport, scheduleSections, type ScheduleEntry } from '@/lib/schedule/entries';

/*
 * The expected schedule comes from data/ at test time through the page's own loader and rules (the
 * split at the visitor's clock, the grouping by month), so an editor's new, moved or past event
 * keeps these green.
 */
// The schedule is paged (lib/paging): page 1 holds the first entries of the list's order, and its
// sport filter works on them (paged-lists.spec walks every page).
const entries = pageSlice(PAGED_LIST_RECORDS['/schedule/'](), 1, PAGE_SIZE['/schedule/']);
const sports = getFeedSports();
// The calendar feeds hold every entry.
const all = getScheduleEntries();
// The sport with the most entries (ties by slug): the filter and its feed are tried on it.
const bySport = [...new Set(entries.flatMap((e) => (e.sport ? [e.sport] : [])))].sort(
  (a, b) => filterBySport(entries, b).length - filterBySport(entries, a).length || a.localeCompare(b),
);
const found = sports.find((s) => s.slug === bySport[0]);
// Every ticketed event names a sport and data/tickets.json holds at least one, so one is always found.
if (!found) throw new Error('data/: no sport has anything scheduled');
const busiest = found;

/** Each month heading of a section (Coming up, Past events) and the titles listed under it, as the page shows them. */
async function expectSections(page: Page, shown: readonly ScheduleEntry[]) {
  const { upcoming, past } = scheduleSections(shown, Date.now());
  for (const [name, groups] of [
    ['Coming up', upcoming],
    ['Past events', past],
  ] as const) {
    const section = page.getByRole('region', { name, exact: true });
    if (name === 'Past events' && groups.length === 0) {
      await expect(section).toHaveCount(0);
      continue;
    }
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(groups.map((g) => g.label));
    for (const g of groups) {
      const month = section.getByRole('region', { name: g.label, exact: true });
      await expect(month.getByRole('listitem')).toHaveCount(g.entries.length);
      await expect(month.getByRole('heading', { level: 4 })).toHaveText(g.entries.map((e) => e.title));
    }
  }
}

/** A feed file's unfolded content lines. */
function icsLines(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}

test.describe('league schedule', () => {
  test("lists page 1's events, by month, what is still to come first", async ({ page }) => {
    await page.goto('/schedule/');
    await expect(page.getByRole('heading', { level: 1, name: 'League Schedule' })).toBeVisible();
    await expectSections(page, entries);
    await expectNoAxeViolations(page);
  });

  test('the sport filter shows exactly that sport, and the URL carries it', async ({ page }) => {
    const sport = busiest;
    await page.goto('/schedule/');
    const chips = page.getByRole('group', { name: 'Sport' });
    await chips.getByRole('button', { name: sport.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?sport=${sport.slug}$`));
    await expect(chips.getByRole('button', { name: sport.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expectSections(page, filterBySport(entries, sport.slug));

    // The address is shareable: opened afresh, it shows the same choice.
    await page.goto(`/schedule/?sport=${sport.slug}`);
    await expectSections(page, filterBySport(entries, sport.slug));
    await chips.getByRole('button', { name: 'All sports' }).click();
    await expect(page).toHaveURL(/\/schedule\/$/);
    await expectSections(page, entries);
  });

  test("an entry's link leads to its page", async ({ page }) => {
    const entry = scheduleSections(entries, Date.now()).upcoming[0]?.entries[0] ?? entries[0]!;
    await page.goto('/schedule/');
    await page.getByRole('link', { name: entry.title, exact: true }).first().click();
    const [path, hash] = entry.href.split('#');
    await expect(page).toHaveURL((url) => url.pathname.endsWith(path!) && url.hash === (hash ? `#${hash}` : ''));
    if (hash) await expect(page.locator(`[id="${hash}"]`)).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("a sport's Subscribe link points at its feed: every event of the sport, stable unique UIDs, links to pages that exist", async ({ page }) => {
    const sport = busiest;
    await page.goto(`/schedule/?sport=${sport.slug}`);
    const subscribe = page.getByRole('link', { name: `Subscribe to the ${sport.name} calendar` });
    const href = (await subscribe.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^webcal://[^/]+(/.*)?/calendar/${sport.slug}\\.ics$`));
    const download = await page.getByRole('link', { name: `Download .ics of the ${sport.name} calendar` }).getAttribute('href');
    // The download is this site's own file; subscribing asks for the same file at the page's address.
    expect(new URL(href.replace(/^webcal:/, 'http:')).pathname).toBe(download);

    const response = await page.request.get(download!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/calendar');
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const lines = icsLines(text);
    const expected = filterBySport(all, sport.slug);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(expected.length);
    const uids = lines.filter((l) => l.startsWith('UID:')).map((l) => l.slice(4));
    expect(new Set(uids).size).toBe(uids.length);
    // Each UID is its record's id at the site's host: the same on every build of the same record.
    expect(uids.map((u) => u.split('@')[0]).sort()).toEqual(expected.map((e) => e.id).sort());
    expect(new Set(uids.map((u) => u.split('@')[1])).size).toBe(1);
    // Each event names its own zone (or whole days), and every zone named is defined in the file.
    const zones = new Set(lines.filter((l) => l.startsWith('DTSTART;TZID=')).map((l) => l.slice('DTSTART;TZID='.length).split(':')[0]));
    for (const zone of zones) expect(lines).toContain(`TZID:${zone}`);

    const origin = new URL(page.url()).origin;
    const pages = [...new Set(lines.filter((l) => l.startsWith('URL:')).map((l) => new URL(l.slice(4)).pathname))];
    expect(pages.length).toBeGreaterThan(0);
    for (const path of pages) expect((await page.request.get(`${origin}${path}`)).status(), path).toBe(200);
  });

  test('every sport has a feed, empty when nothing is scheduled, and the league feed holds every event', async ({ page }) => {
    await page.goto('/schedule/');
    const leagueHref = (await page.getByRole('link', { name: 'Download .ics of the league calendar' }).getAttribute('href'))!;
    const league = icsLines(await (await page.request.get(leagueHref)).text());
    expect(league.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(all.length);
    for (const sport of sports) {
      const response = await page.request.get(leagueHref.replace(/league\.ics$/, `${sport.slug}.ics`));
      expect(response.status(), sport.slug).toBe(200);
      const lines = icsLines(await response.text());
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(
        lines.filter((l) => l === 'BEGIN:VEVENT'),
        sport.slug,
      ).toHaveLength(filterBySport(all, sport.slug).length);
    }
  });
});

test.describe('league schedule without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("lists page 1's events, each with its link", async ({ page }) => {
    await page.goto('/schedule/');
    await expect(
      page
        .locator('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 4 }) }),
    ).toHaveCount(entries.length);
    for (const e of entries) await expect(page.getByRole('heading', { level: 4, name: e.title, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subscribe to the league calendar' })).toHaveAttribute('href', /^webcal:\/\/.+\/calendar\/league\.ics$/);
  });
});
