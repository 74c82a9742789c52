import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { PAGED_LIST_RECORDS } from '../../lib/content/paged-lists';
import { PAGE_SIZE, pageCount, pageHref, type PagedList } from '@/lib/paging/paging';
import { ticketEventHref } from '@/lib/tickets/links';

/*
 * The paged lists on the real data/: how many pages each must have follows from its records and
 * its page size; walking the pages by the pager shows every record once, in the list's order, with
 * or without JavaScript. Nothing here names a record.
 */

interface ListCase {
  list: PagedList;
  pager: string;
  /** The keys of the records in the order the list shows them. */
  keys: () => string[];
  /** The keys of the records a page shows, in page order. */
  shown: (page: Page) => Promise<string[]>;
}

const attr = (selector: string, name: string) => async (page: Page) =>
  page.locator(`main ${selector}`).evaluateAll((els, n) => els.map((el) => el.getAttribute(n) ?? ''), name);

const CASES: ListCase[] = [
  {
    list: '/recap-news/',
    pager: 'Article pages',
    keys: () => PAGED_LIST_RECORDS['/recap-news/']().map((a) => a.title),
    shown: async (page) => page.locator('main article h3').allInnerTexts(),
  },
  {
    list: '/winner-announcements/',
    pager: 'Winner pages',
    keys: () => PAGED_LIST_RECORDS['/winner-announcements/']().map((w) => `winner-${w.id}`),
    shown: attr('article[id^="winner-"]', 'id'),
  },
  {
    list: '/athletes/',
    pager: 'Athlete pages',
    keys: () => PAGED_LIST_RECORDS['/athletes/']().map((a) => a.id),
    shown: attr('li[data-athlete]', 'data-athlete'),
  },
  {
    list: '/teams/',
    pager: 'Team pages',
    keys: () => PAGED_LIST_RECORDS['/teams/']().map((t) => t.id),
    shown: attr('li[data-team]', 'data-team'),
  },
  {
    list: '/schedule/',
    pager: 'Schedule pages',
    keys: () => PAGED_LIST_RECORDS['/schedule/']().map((e) => e.id),
    // The page splits its entries into coming up and past by the visitor's clock: compare as a set per page, order by date below.
    shown: attr('li[data-entry]', 'data-entry'),
  },
  {
    list: '/buy-tickets/',
    pager: 'Event pages',
    keys: () => PAGED_LIST_RECORDS['/buy-tickets/']().map((e) => `event-${e.id}-title`),
    // The featured banner repeats one event above the list: only the list's cards count.
    shown: attr('li h3[id^="event-"]', 'id'),
  },
];

/** Walks a list from its first page by the pager's Next link; the keys each page shows. */
async function walk(page: Page, c: ListCase): Promise<string[][]> {
  await page.goto(c.list);
  const pages: string[][] = [];
  for (;;) {
    pages.push(await c.shown(page));
    const next = page.getByRole('navigation', { name: c.pager }).getByRole('link', { name: /Next/ });
    if ((await next.count()) === 0) break;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${pageHref(c.list, pages.length + 1).replace(/\//g, '\\/')}$`));
    // Without JavaScript the address changes when the next document commits, before its list is
    // parsed: read the page once it has loaded (a client-side navigation has nothing left to load).
    await page.waitForLoadState('load');
  }
  return pages;
}

function expectPagesHoldTheList(c: ListCase, pages: string[][]) {
  const keys = c.keys();
  const size = PAGE_SIZE[c.list];
  expect(pages).toHaveLength(pageCount(keys.length, size));
  pages.forEach((shown, i) => {
    const expected = keys.slice(i * size, (i + 1) * size);
    // Each page holds exactly its slice: every record once across pages.
    expect([...shown].sort()).toEqual([...expected].sort());
    if (c.list !== '/schedule/') expect(shown).toEqual(expected);
  });
}

for (const c of CASES) {
  test.describe(`${c.list} pages`, () => {
    test('the pager walks every record once, in the list order', async ({ page }) => {
      const pages = await walk(page, c);
      expectPagesHoldTheList(c, pages);
      const pager = page.getByRole('navigation', { name: c.pager });
      if (pages.length < 2) {
        await expect(pager).toHaveCount(0);
        const res = await page.request.get(`${c.list}page/2/`);
        expect(res.status()).toBe(404);
        return;
      }
      await expect(pager.locator('[aria-current="page"]')).toHaveText(new RegExp(`${pages.length}$`));
      await expect(page).toHaveTitle(new RegExp(`page ${pages.length}\\b`));

      // Page 2: its number in the title and canonical, Previous back to the list itself, and axe.
      await page.goto(pageHref(c.list, 2));
      await expect(page).toHaveTitle(/page 2\b/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${c.list}page/2/$`));
      await expect(pager.locator('[aria-current="page"]')).toHaveText(/2$/);
      await expectNoAxeViolations(page);
      await pager.getByRole('link', { name: /Previous/ }).click();
      await expect(page).toHaveURL(new RegExp(`${c.list.replace(/\//g, '\\/')}$`));
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const c of CASES) {
    test(`${c.list}: the pager's plain links walk every record once`, async ({ page }) => {
      expectPagesHoldTheList(c, await walk(page, c));
    });
  }
});

test('a sport in the address filters every athlete of the sport, from the index, not only page 1', async ({ page }) => {
  const athletes = PAGED_LIST_RECORDS['/athletes/']();
  // The sport with the most athletes (ties by slug): the likeliest to reach past page 1.
  const counts = new Map<string, number>();
  for (const a of athletes) counts.set(a.sport, (counts.get(a.sport) ?? 0) + 1);
  const [sport, n] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
  const ofSport = athletes.filter((a) => a.sport === sport);
  await page.goto(`/athletes/?sport=${sport}`);
  await expect(page.getByRole('status').filter({ hasText: / in / })).toHaveText(new RegExp(`^${n} athletes? in `));
  const hits = page.locator('[data-filtered-hits] a');
  await expect(hits).toHaveCount(Math.min(n, PAGE_SIZE['/athletes/']));
  const allowed = ofSport.map((a) => `/athletes/${a.id}/`);
  for (const href of await hits.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) expect(allowed).toContain(href);
  // The list's own pager belongs to the whole list: it is not shown with a filtered view.
  await expect(page.getByRole('navigation', { name: 'Athlete pages' })).toHaveCount(0);
  await page.getByRole('button', { name: 'All sports' }).click();
  await expect(page).toHaveURL(/\/athletes\/$/);
  await expect(page.locator('main li[data-athlete]')).toHaveCount(Math.min(athletes.length, PAGE_SIZE['/athletes/']));
});

test('a sport in the address finds every ticketed event of the sport, from the index, each a link to its page', async ({ page }) => {
  const events = PAGED_LIST_RECORDS['/buy-tickets/']();
  // The sport with the most events (ties by slug): the likeliest to reach past page 1.
  const counts = new Map<string, number>();
  for (const e of events) counts.set(e.sport, (counts.get(e.sport) ?? 0) + 1);
  const [sport, n] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
  await page.goto(`/buy-tickets/?sport=${sport}`);
  await expect(page.getByRole('status').filter({ hasText: / in / })).toHaveText(new RegExp(`^${n} events? in `));
  const hits = page.locator('[data-filtered-hits] a');
  await expect(hits).toHaveCount(Math.min(n, PAGE_SIZE['/buy-tickets/']));
  const allowed = events.filter((e) => e.sport === sport).map((e) => ticketEventHref(e.id));
  for (const href of await hits.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) expect(allowed).toContain(href);
  await expect(page.getByRole('navigation', { name: 'Event pages' })).toHaveCount(0);
});
