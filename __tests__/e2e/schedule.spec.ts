import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { getFeedSports, getScheduleEntries, getSportScheduleLinks } from '../../lib/content/schedule';
import { PAGED_LIST_RECORDS } from '../../lib/content/paged-lists';
import { getFeaturedSportLinks, getSports } from '../../lib/content/sports';
import { PAGE_SIZE, pageSlice } from '@/lib/paging/paging';
import { filterBySport, scheduleSections, type ScheduleEntry } from '@/lib/schedule/entries';

/*
 * The expected schedule comes from data/ at test time through the page's own loader and rules (the
 * split at the visitor's clock, the grouping by month), so an editor's new, moved or past event
 * keeps these green.
 */
// The schedule is paged (lib/paging): page 1 holds the first entries of the list's order
// (paged-lists.spec walks every page); each sport's own page holds every entry of the sport.
const entries = pageSlice(PAGED_LIST_RECORDS['/schedule/'](), 1, PAGE_SIZE['/schedule/']);
const sports = getFeedSports();
// The calendar feeds hold every entry.
const all = getScheduleEntries();
// The sport with the most entries of the whole schedule (ties by slug): its own page and its feed are tried on it.
const bySport = [...new Set(all.flatMap((e) => (e.sport ? [e.sport] : [])))].sort(
  (a, b) => filterBySport(all, b).length - filterBySport(all, a).length || a.localeCompare(b),
);
const found = sports.find((s) => s.slug === bySport[0]);
// Every ticketed event names a sport and data/tickets.json holds at least one, so one is always found.
if (!found) throw new Error('data/: no sport has anything scheduled');
const busiest = found;
/** The sports the schedule links to: those with anything scheduled, in the sports' order. */
const scheduled = sports.filter((s) => bySport.includes(s.slug));
const featured = new Set(getFeaturedSportLinks().map((s) => s.slug));
/** What the league schedule shows as chips (the featured ones), then what it folds under More sports. */
const shownSports = scheduled.filter((s) => featured.has(s.slug));
const moreSports = scheduled.filter((s) => !featured.has(s.slug));
/** A sport with nothing scheduled, when the league has one: its page says so. */
const idle = sports.find((s) => !bySport.includes(s.slug));

/** Opens More sports on the league schedule by keyboard, when the league has sports beyond the featured ones. */
async function openMoreSports(page: Page) {
  if (moreSports.length === 0) return;
  const more = page.getByRole('navigation', { name: 'Sport' }).locator('summary');
  await expect(more).toHaveText(`More sports (${moreSports.length})`);
  await more.focus();
  await page.keyboard.press('Enter');
}

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

  test("the sport links lead to each sport's own page, which lists every entry of the sport by month", async ({ page }) => {
    await page.goto('/schedule/');
    // The sport chips: the list of the Sport navigation (its "Jump to past events" link is not one).
    const links = page.getByRole('navigation', { name: 'Sport' }).getByRole('list').getByRole('link');
    // The featured sports show; the other scheduled sports wait, folded, under More sports.
    await expect(links).toHaveText(['All sports', ...shownSports.map((s) => s.name)]);
    await openMoreSports(page);
    await expect(links).toHaveText(['All sports', ...shownSports.map((s) => s.name), ...moreSports.map((s) => s.name)]);
    await expect(links.first()).toHaveAttribute('aria-current', 'page');
    await links.filter({ hasText: new RegExp(`^${busiest.name}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/schedule/${busiest.slug}/$`));
    await expect(page.getByRole('heading', { level: 1, name: `${busiest.name} Schedule` })).toBeVisible();
    await expect(links.filter({ hasText: new RegExp(`^${busiest.name}$`) })).toHaveAttribute('aria-current', 'page');
    // A sport's page links the featured sports and itself (a bounded list); All sports leads to every other.
    await expect(links).toHaveText(['All sports', ...getSportScheduleLinks(busiest.slug).map((s) => s.name)]);
    // Every entry of the sport, from every page of the league schedule, on this one page.
    await expectSections(page, filterBySport(all, busiest.slug));
    await expectNoAxeViolations(page);
    await links.filter({ hasText: /^All sports$/ }).click();
    await expect(page).toHaveURL(/\/schedule\/$/);
    await expectSections(page, entries);
  });

  test("a sport's other dates (its page's Upcoming Events beside the tickets) are on its schedule page and in its feed", async ({ page, request }) => {
    const sport = getSports().find((s) => s.tabs.overview.upcomingEvents?.length);
    expect(sport, 'a sport file with other dates').toBeDefined();
    const dates = sport!.tabs.overview.upcomingEvents!;
    await page.goto(`/schedule/${sport!.slug}/`);
    const feed = await (await request.get(`/calendar/${sport!.slug}.ics`)).text();
    for (const d of dates) {
      const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: d.name, exact: true }) });
      await expect(row.first()).toContainText('Competition');
      await expect(row.first().getByRole('link', { name: d.name, exact: true })).toHaveAttribute('href', `/sports/${sport!.slug}/`);
      expect(feed).toContain(`SUMMARY:${d.name}`);
      expect(feed).toContain(`DTSTART;VALUE=DATE:${d.date.replaceAll('-', '')}`);
    }
  });

  test("a saved ?sport= address goes on to the sport's page; one naming no sport stays on the schedule", async ({ page }) => {
    await page.goto(`/schedule/?sport=${busiest.slug}`);
    await expect(page).toHaveURL(new RegExp(`/schedule/${busiest.slug}/$`));
    await expectSections(page, filterBySport(all, busiest.slug));
    await page.goto('/schedule/?sport=no-such-sport');
    await expect(page.getByRole('heading', { level: 1, name: 'League Schedule' })).toBeVisible();
    await expectSections(page, entries);
    await expect(page).toHaveURL(/\/schedule\/\?sport=no-such-sport$/);
  });

  test('a sport with nothing scheduled has a page that says so and offers its feed', async ({ page }) => {
    // Every sport has a page; when every sport has something scheduled, the busiest stands in and lists its entries.
    const sport = idle ?? busiest;
    await page.goto(`/schedule/${sport.slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: `${sport.name} Schedule` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Subscribe to the ${sport.name} calendar` })).toHaveAttribute(
      'href',
      new RegExp(`/calendar/${sport.slug}\\.ics$`),
    );
    if (idle) await expect(page.getByText(`Nothing is scheduled for ${idle.name} yet.`)).toBeVisible();
    else await expectSections(page, filterBySport(all, sport.slug));
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
    await page.goto(`/schedule/${sport.slug}/`);
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

  test("a sport's page lists every entry of the sport by month, and the sport links are plain links", async ({ page }) => {
    await page.goto('/schedule/');
    if (!featured.has(busiest.slug)) await openMoreSports(page);
    await page.getByRole('navigation', { name: 'Sport' }).getByRole('link', { name: busiest.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/schedule/${busiest.slug}/$`));
    await expectSections(page, filterBySport(all, busiest.slug));
  });
});
