import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allRoutes, appDir, appRoutePatterns, canonicalRoute, dynamicRoutes, fixedRoutes, isIndexed, routeTable } from '@/lib/content/routes';
import { listPageParams } from '@/lib/content/paged-lists';
import { PAGED_LISTS } from '@/lib/paging/paging';
import { getSports } from '@/lib/content/sports';
import { getSpecialEvents } from '@/lib/content/special-events';
import { getArticles } from '@/lib/content/articles';
import { athleteIndex } from '@/lib/content/athletes';
import { getTeams } from '@/lib/content/teams';
import { getTicketEvents } from '@/lib/content/tickets';
import { ticketEventHref } from '@/lib/tickets/links';
import { PAGE_ROUTES } from '@/lib/site/page-routes';

/** A throwaway app-like folder holding a page.tsx in each of `pages` (folders relative to it, '' for its root). */
function appFolder(pages: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-routes-'));
  for (const page of pages) {
    fs.mkdirSync(path.join(dir, page), { recursive: true });
    fs.writeFileSync(path.join(dir, page, 'page.tsx'), 'export default function Page() { return null; }\n');
  }
  return dir;
}

const made: string[] = [];
const app = (pages: string[]) => {
  const dir = appFolder(pages);
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the route table read from app/', () => {
  it('turns every page.tsx into a route with a trailing slash, leaving out route groups and private folders', () => {
    const dir = app(['', 'help', 'admin/login', '(marketing)/partners', '_drafts/secret', 'help/_parts']);
    fs.writeFileSync(path.join(dir, 'layout.tsx'), '');
    fs.mkdirSync(path.join(dir, 'flags.svg'));
    fs.writeFileSync(path.join(dir, 'flags.svg', 'route.ts'), '');
    expect(appRoutePatterns(dir).sort()).toEqual(['/', '/admin/login/', '/help/', '/partners/']);
  });

  it('fills a dynamic route with one page per record of its entry', () => {
    const dir = app(['', 'sports/[slug]', 'sports']);
    const records = { '/sports/[slug]/': () => [{ slug: 'golf' }, { slug: 'tennis' }] };
    expect(routeTable(dir, records)).toEqual([
      { route: '/', pattern: '/' },
      { route: '/sports/', pattern: '/sports/' },
      { route: '/sports/golf/', pattern: '/sports/[slug]/' },
      { route: '/sports/tennis/', pattern: '/sports/[slug]/' },
    ]);
    expect(fixedRoutes(dir)).toEqual(['/', '/sports/']);
  });

  it('sees a new page with no list edited', () => {
    const before = app(['', 'help']);
    const after = app(['', 'help', 'tryouts']);
    expect(allRoutes(before, {})).not.toContain('/tryouts/');
    expect(allRoutes(after, {})).toContain('/tryouts/');
  });

  it('fails, naming the page, when a dynamic route has no records to fill it', () => {
    const dir = app(['', 'teams/[team]']);
    expect(() => routeTable(dir, {})).toThrow(
      /\/teams\/\[team\]\/ .*is a dynamic route with no collection declaring it as its page in lib\/content\/collections\.ts/,
    );
  });

  it('fails when the map names a route that has no page, or a record lacks the field its segment takes', () => {
    const dir = app(['', 'sports/[slug]']);
    expect(() => routeTable(dir, { '/sports/[slug]/': () => [], '/teams/[team]/': () => [] })).toThrow(/names \/teams\/\[team\]\/, which has no page\.tsx/);
    expect(() => routeTable(dir, { '/sports/[slug]/': () => [{ name: 'Golf' }] })).toThrow(/takes "slug" from each of its records/);
  });
});

describe("the site's routes", () => {
  it('has a collection that fills every dynamic page under app/', () => {
    const dynamic = appRoutePatterns().filter((p) => p.includes('['));
    expect(dynamic.sort()).toEqual(Object.keys(dynamicRoutes()).sort());
  });

  it('lists every fixed page once, and a page for every sport, special event, article, athlete, team ticketed event and sport schedule, and each later page of the paged lists', () => {
    const routes = allRoutes();
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toEqual(expect.arrayContaining(['/', ...Object.keys(PAGE_ROUTES)]));
    const fromData = [
      ...getSports().map((s) => `/sports/${s.slug}/`),
      ...getSpecialEvents().map((e) => `/events/${e.slug}/`),
      ...getArticles().map((a) => `/recap-news/${a.slug}/`),
      ...[...athleteIndex().keys()].map((id) => `/athletes/${id}/`),
      ...getTeams().map((t) => `/teams/${t.id}/`),
      ...getTicketEvents().map((e) => ticketEventHref(e.id)),
      ...getSports().map((s) => `/schedule/${s.slug}/`),
      ...PAGED_LISTS.filter((list) => fs.existsSync(path.join(appDir(), list, 'page', '[n]', 'page.tsx'))).flatMap((list) =>
        listPageParams(list).map((n) => `${list}page/${n}/`),
      ),
    ];
    expect(routes).toEqual(expect.arrayContaining(fromData));
    expect(routes).toHaveLength(fixedRoutes().length + fromData.length);
  });

  it('keeps the pages PAGE_ROUTES marks noindex out of search, and indexes the rest', () => {
    const hidden = [
      ...Object.entries(PAGE_ROUTES)
        .filter(([, entry]) => 'noindex' in entry && entry.noindex)
        .map(([route]) => route),
      // A list that fits one page still has its /page/1/ (Next's export needs a page per dynamic route), kept out of search.
      ...allRoutes().filter((r) => r.endsWith('/page/1/')),
    ];
    expect(hidden.length).toBeGreaterThan(0);
    expect(
      allRoutes()
        .filter((r) => !isIndexed(r))
        .sort(),
    ).toEqual(hidden.sort());
  });

  it('names the list as the page a lone /page/1/ stands for, and every other page itself', () => {
    expect(canonicalRoute('/winner-announcements/page/1/')).toBe('/winner-announcements/');
    expect(canonicalRoute('/recap-news/page/2/')).toBe('/recap-news/page/2/');
    expect(canonicalRoute('/athletes/maya-johnson/')).toBe('/athletes/maya-johnson/');
  });
});
