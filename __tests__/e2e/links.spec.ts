import { test, expect } from './fixtures';
import { exportedPages, internalPath, reachableFrom, servedByExport } from './export-links';
import { getTicketEvents } from '../../lib/content/tickets';
import { getContestsContent } from '../../lib/content/contests';
import { allRoutes } from '../../lib/content/routes';
import { athleteIndex } from '../../lib/content/athletes';
import { getArticles } from '../../lib/content/articles';
import { sportNamesBySlug } from '../../lib/content/sports';
import { PAGE_SIZE } from '@/lib/paging/paging';
import { testRoutesInOneTab } from './route-check';
import { filterKind, routeSample } from './record-sample';

/*
 * The built site's links, read from the exported HTML (what every reader gets, with or without
 * JavaScript): the route table (every page.tsx under app/, filled from the data) is exactly the
 * export's pages, every internal link answers with a page or file of the export, every page can be
 * reached from the home page, and every link that opens a filtered list lands on at least one item.
 */
const pages = exportedPages();
const routes = allRoutes();

test('the route table lists exactly the pages of the export', () => {
  const exported = new Set(pages.map((p) => p.route));
  expect(routes.filter((r) => !exported.has(r)).map((r) => `${r} is in the route table but not in out/`)).toEqual([]);
  expect([...exported].filter((r) => !routes.includes(r)).map((r) => `${r} is in out/ but not in the route table (lib/content/routes.ts)`)).toEqual([]);
  expect(routes.length).toBeGreaterThan(1);
});

/** Pages reached by signing in rather than by a link: the admin console opens from its sign-in form. */
const AFTER_SIGN_IN: Record<string, string[]> = { '/admin/login/': ['/admin/dashboard/'] };

test('every internal link of every page of the route table answers with a page or file of the export', () => {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const broken = routes.flatMap((route) => {
    const page = byRoute.get(route);
    if (!page) return [`${route} is not in the export`];
    return page.links.filter((href) => internalPath(href) !== null && !servedByExport(internalPath(href)!)).map((href) => `${route} -> ${href}`);
  });
  expect(broken).toEqual([]);
});

test('every page of the route table is reachable from the home page by links', () => {
  const reached = reachableFrom('/', pages);
  for (const [from, to] of Object.entries(AFTER_SIGN_IN)) if (reached.has(from)) to.forEach((r) => reached.add(r));
  // A list that fits one page still exports a noindex /page/1/ that nothing links to (lib/content/paged-lists.ts).
  expect(routes.filter((r) => !reached.has(r) && !r.endsWith('/page/1/'))).toEqual([]);
});

/** Links that open a list with a filter (query string) on, except the icons' cache-busting ones. */
const filtered = [
  ...new Set(pages.flatMap((p) => p.links).filter((href) => href.startsWith('/') && href.includes('?') && !/\.(svg|ico|png)\?/.test(href))),
].sort();

test('the pages link to filtered lists', () => {
  expect(filtered.length).toBeGreaterThan(0);
});

/** The records a sport filter of a list must show, where the list is one of records by sport. */
function expectedBySport(href: string): { title: string }[] | null {
  const url = new URL(href, 'http://x');
  const sport = url.searchParams.get('sport');
  if (!sport) return null;
  if (url.pathname === '/buy-tickets/') return getTicketEvents().filter((e) => e.sport === sport);
  return null;
}

/*
 * Links of one kind (`/schedule/?sport=…`) differ only in the value, and there is one per sport or
 * contest: the browser opens a bounded sample of each kind, the first, the last and those whose
 * records are the most and the fewest (the links themselves are all checked above, in the HTML).
 */
const filteredToVisit = routeSample(
  filtered.map((href) => ({ route: href, pattern: filterKind(href) })),
  (href) => expectedBySport(href)?.length ?? 0,
);

testRoutesInOneTab(
  'each filtered list shows at least one item',
  filteredToVisit,
  async (page, href) => {
    const response = await page.goto(href);
    expect.soft(response?.status()).toBe(200);
    await expect.soft(page.locator('[data-no-results]')).toHaveCount(0);
    const url = new URL(href, 'http://x');
    if (url.pathname === '/buy-tickets/') {
      // The sport's chip is on and every event of it is found (from the search index: the list is paged), the first of them as links.
      const expected = expectedBySport(href)!;
      expect.soft(expected.length, `${href}: the records have events of the sport`).toBeGreaterThan(0);
      await expect.soft(page.locator('[data-filtered-hits] a')).toHaveCount(Math.min(expected.length, PAGE_SIZE['/buy-tickets/']));
      await expect.soft(page.getByRole('group', { name: 'Sport' }).getByRole('button', { pressed: true })).not.toHaveText('All Sports');
    } else if (url.pathname === '/join/') {
      // The join form opened for a contest names it; opened for a sport, it has that sport chosen.
      const contest = url.searchParams.get('contest');
      const sport = url.searchParams.get('sport');
      expect.soft(contest ?? sport, `${href} opens the join form with nothing chosen`).toBeTruthy();
      if (contest) await expect.soft(page.getByRole('main')).toContainText(getContestsContent().find((c) => String(c.id) === contest)!.title);
      if (sport) await expect.soft(page.getByRole('combobox', { name: /sport/i })).toHaveValue(sportNamesBySlug().get(sport) ?? `no sport "${sport}"`);
    } else if (url.pathname === '/recap-news/') {
      // Every article of the sport, from the search index (the list is paged): the first of them as links.
      const expected = getArticles().filter((a) => a.sport === url.searchParams.get('sport'));
      expect.soft(expected.length, `${href}: the records have articles of the sport`).toBeGreaterThan(0);
      await expect.soft(page.locator('[data-filtered-hits] a')).toHaveCount(Math.min(expected.length, PAGE_SIZE['/recap-news/']));
    } else if (url.pathname === '/athletes/') {
      // Every athlete of the sport, from the search index (the list is paged): the first of them as links.
      const expected = [...athleteIndex().values()].filter((a) => a.sport === url.searchParams.get('sport'));
      expect.soft(expected.length, `${href}: the records have athletes of the sport`).toBeGreaterThan(0);
      await expect.soft(page.locator('[data-filtered-hits] a')).toHaveCount(Math.min(expected.length, PAGE_SIZE['/athletes/']));
    } else {
      await expect.soft(page.getByRole('main').getByRole('article').first()).toBeVisible();
    }
  },
  8,
);
