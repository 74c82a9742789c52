import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { getSports } from '../../lib/content/sports';
import { getSportPageData } from '../../lib/content/sport-page';
import { upcomingItems } from '@/lib/sports/page';
import { must } from '@/lib/must';
import { capList, RECORD_LIST_CAP } from '@/lib/paging/record-lists';
import { initialOf } from '@/lib/sports/index-groups';
import { escapeRegExp } from './content-records';

/*
 * The index of every sport (/sports/) and a sport page's Upcoming Events figure. Expected values come
 * from the records at test time, whatever their number and names.
 */
const sports = getSports();
const byName = [...sports].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
/** A sport's items of its Upcoming Events list, by the test's clock. */
const upcomingOf = (slug: string, now = Date.now()) => upcomingItems(must(getSportPageData(slug), `sport ${slug}`), now);
/** The first sport (in file order) with an upcoming event. */
const withUpcoming = must(
  sports.find((s) => upcomingOf(s.slug).length > 0),
  'a sport in data/sports with an upcoming event (ticketed event, contest or date)',
);

/** Text as React writes it into HTML. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The index's sport links (in its letter sections), by name and address, in page order. */
const indexLinks = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('region')
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));

test('/sports/ lists every sport by name, A to Z under its letter, each linking to its page', async ({ page }) => {
  await page.goto('/sports/');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Sports');
  expect(await indexLinks(page)).toEqual(byName.map((s) => [s.name, `/sports/${s.slug}/`]));
  // Each sport's tagline sits with it, and its letter heads its section.
  for (const s of sports) {
    const link = page.getByRole('link', { name: s.name, exact: true });
    const section = page.getByRole('main').getByRole('region').filter({ has: link });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(initialOf(s.name));
    await expect(section.getByRole('listitem').filter({ has: link })).toContainText(s.tagline);
  }
  await expectNoAxeViolations(page);

  // Every link opens the sport's own page (one request each; one opened by a click below).
  for (const s of sports) {
    const response = await page.request.get(`/sports/${s.slug}/`);
    expect.soft(response.status(), s.slug).toBe(200);
    expect.soft(await response.text(), `${s.slug}: its page's h1 is its name`).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(asHtml(s.name))}</h1>`));
  }
  const last = must(byName.at(-1), 'a sport');
  await page.getByRole('link', { name: last.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sports/${last.slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.name);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the index reads, and its letter links jump to their sections', async ({ page }) => {
    await page.goto('/sports/');
    expect(await indexLinks(page)).toEqual(byName.map((s) => [s.name, `/sports/${s.slug}/`]));
    const letters = page.getByRole('navigation', { name: 'Sports by letter' }).getByRole('link');
    const initials = [...new Set(byName.map((s) => initialOf(s.name)))];
    await expect(letters).toHaveText(initials);
    const lastLetter = letters.last();
    await lastLetter.click();
    const target = must(await lastLetter.getAttribute('href'), 'a letter link');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(`${target} h2`)).toBeInViewport();
  });
});

/** The Upcoming Events figure of a sport's banner, and the rows of the list it counts (overview tab). */
function upcoming(page: Page, name: string) {
  const figure = page.locator(`dl[aria-label="${name} in numbers"] > div`).filter({ hasText: 'Upcoming Events' }).locator('dd');
  const rows = page.getByRole('tabpanel').getByRole('heading', { name: 'Upcoming Events' }).locator('xpath=..').getByRole('listitem');
  return { figure, rows, ended: rows.filter({ hasText: '· Ended' }) };
}

test("a sport page's Upcoming Events figure is the number of upcoming events; its list shows the soonest up to the cap", async ({ page }) => {
  const expected = upcomingOf(withUpcoming.slug);
  await page.goto(`/sports/${withUpcoming.slug}/`);
  const { figure, rows, ended } = upcoming(page, withUpcoming.name);
  await expect(rows).toHaveCount(capList('events', expected).shown.length);
  await expect(ended).toHaveCount(0);
  await expect(figure).toHaveText(String(expected.length));
  const note = page.locator('[data-capped="sport-upcoming"]');
  if (expected.length > RECORD_LIST_CAP.events) await expect(note).toContainText(`Showing ${RECORD_LIST_CAP.events} of ${expected.length}.`);
  else await expect(note).toHaveCount(0);
});

test('the figure ages with the visitor clock: an event that is over leaves it and is marked Ended in the list', async ({ page }) => {
  const listed = upcomingOf(withUpcoming.slug);
  const shown = capList('events', listed).shown;
  // The first of the listed items to end (the list shows the soonest up to the cap).
  const firstEnd = Math.min(...shown.map((i) => i.endMs));
  const later = firstEnd + 60_000;
  const stillAhead = upcomingOf(withUpcoming.slug, later).length;
  await page.clock.setFixedTime(later);
  await page.goto(`/sports/${withUpcoming.slug}/`);
  const { figure, rows, ended } = upcoming(page, withUpcoming.name);
  await expect(rows).toHaveCount(shown.length);
  await expect(ended).toHaveCount(shown.filter((i) => i.endMs <= later).length);
  await expect(figure).toHaveText(String(stillAhead));
  expect(stillAhead).toBeLessThan(listed.length);
});

test.describe('on the narrowest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('every sport card fits the screen: the page does not scroll sideways', async ({ page }) => {
    await page.goto('/sports/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
