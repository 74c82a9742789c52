import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_ROUTES, type RouteEntry } from '@/lib/site/page-routes';
import { patternField, recordPages } from './record-pages';
import { pagedListRoutes } from './paged-lists';
import { sportScheduleParams } from './schedule';

/** The folder whose `page.tsx` files are the site's pages. */
export const appDir = (): string => path.join(process.cwd(), 'app');

/** The records that fill a dynamic route: each `[name]` segment takes the record's field of that name. */
export type RouteRecords = () => readonly Record<string, unknown>[];

/**
 * Which records fill each dynamic route under `app/` (its pattern, as the walker writes it): the
 * collection whose `page` is that pattern in the collections table (lib/content/collections.ts), and
 * the later pages of the paged lists (`/recap-news/page/[n]/`, lib/content/paged-lists.ts) and each
 * sport's schedule (`/schedule/[sport]/`, lib/content/schedule.ts). A new
 * dynamic page needs its collection to declare it; without one, building the table fails and names the page.
 */
export function dynamicRoutes(dir: string = appDir()): Record<string, RouteRecords> {
  const dynamic = new Set(appRoutePatterns(dir).filter(isDynamicPattern));
  return Object.fromEntries([
    ...recordPages()
      .filter((page) => dynamic.has(page.pattern))
      .map((page): [string, RouteRecords] => {
        const field = patternField(page.pattern);
        return [page.pattern, () => page.params.map((value) => ({ [field]: value }))];
      }),
    ...Object.entries({ ...pagedListRoutes(), '/schedule/[sport]/': sportScheduleParams }).filter(([pattern]) => dynamic.has(pattern)),
  ]);
}

/** One page of the site: its address (trailing slash, as served) and the `app/` pattern it comes from. */
export interface SiteRoute {
  route: string;
  /** The route under `app/`: the same as `route` for a fixed page, `/sports/[slug]/` for a sport's. */
  pattern: string;
}

const PAGE_FILE = /^page\.(tsx|ts|jsx|js|mdx)$/;
const DYNAMIC_SEGMENT = /\[([^\]]+)\]/;

/**
 * The route patterns of the pages under `dir`, in folder order: `/`, `/help/`, `/sports/[slug]/`.
 * Route groups `(name)` add nothing to the address; private folders `_name` hold no pages.
 */
export function appRoutePatterns(dir: string = appDir()): string[] {
  const walk = (dir: string, segments: string[]): string[] => {
    const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    const here = entries.some((e) => e.isFile() && PAGE_FILE.test(e.name)) ? [`/${segments.map((s) => `${s}/`).join('')}`] : [];
    return [
      ...here,
      ...entries
        .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
        .flatMap((e) => walk(path.join(dir, e.name), /^\(.*\)$/.test(e.name) ? segments : [...segments, e.name])),
    ];
  };
  return walk(dir, []);
}

/** A folder for messages: relative to the working folder when inside it (`app`). */
function shown(dir: string): string {
  const rel = path.relative(process.cwd(), dir);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : dir;
}

/** Whether a route pattern has a dynamic segment, so its pages come from records. */
export const isDynamicPattern = (pattern: string): boolean => DYNAMIC_SEGMENT.test(pattern);

/** The addresses a dynamic pattern's records fill: `/sports/[slug]/` with `{ slug: 'golf' }` -> `/sports/golf/`. */
function fillPattern(pattern: string, records: readonly Record<string, unknown>[]): string[] {
  return records.map((record) =>
    pattern.replace(new RegExp(DYNAMIC_SEGMENT.source, 'g'), (_, name: string) => {
      const value = record[name];
      if (typeof value !== 'string' && typeof value !== 'number') {
        throw new Error(`The route ${pattern} takes "${name}" from each of its records, and a record has none: ${JSON.stringify(record).slice(0, 80)}`);
      }
      return String(value);
    }),
  );
}

/**
 * Every page of the site: each `page.tsx` under `dir`, the dynamic ones filled from `records`.
 * Fails, naming the page, when a dynamic route has no records to fill it or the map names a
 * route `dir` does not have.
 */
export function routeTable(dir: string = appDir(), records: Record<string, RouteRecords> = dynamicRoutes(dir)): SiteRoute[] {
  const patterns = appRoutePatterns(dir);
  const unfilled = patterns.filter((p) => isDynamicPattern(p) && !(p in records));
  if (unfilled.length) {
    throw new Error(
      `${unfilled.join(', ')} under ${shown(dir)}/ ${unfilled.length === 1 ? 'is a dynamic route' : 'are dynamic routes'} ` +
        'with no collection declaring it as its page in lib/content/collections.ts: declare the records that fill it, or its pages are left out of the sitemap and the browser checks.',
    );
  }
  const stale = Object.keys(records).filter((p) => !patterns.includes(p));
  if (stale.length) throw new Error(`The route map names ${stale.join(', ')}, which has no page.tsx under ${shown(dir)}/.`);
  return patterns.flatMap((pattern) =>
    isDynamicPattern(pattern) ? fillPattern(pattern, records[pattern]!()).map((route) => ({ route, pattern })) : [{ route: pattern, pattern }],
  );
}

/** The fixed pages (no dynamic segment) under `dir`, `/` included. */
export function fixedRoutes(dir: string = appDir()): string[] {
  return appRoutePatterns(dir).filter((p) => !isDynamicPattern(p));
}

/** Every page the export contains (trailing slash, as served): the sitemap and the browser checks read this. */
export function allRoutes(dir?: string, records?: Record<string, RouteRecords>): string[] {
  return routeTable(dir, records).map((r) => r.route);
}

/**
 * The page a route stands for: itself, except a lone list's /page/1/ (exported only because Next's
 * export needs one page per dynamic route: lib/content/paged-lists.ts), which repeats its list and
 * names the list as canonical.
 */
export function canonicalRoute(route: string): string {
  return route.endsWith('/page/1/') ? route.slice(0, -'page/1/'.length) : route;
}

/** Whether search engines may index a page and the sitemap lists it: every page but those PAGE_ROUTES marks `noindex` and a page that repeats another (canonicalRoute). */
export function isIndexed(route: string): boolean {
  const entries: Partial<Record<string, RouteEntry>> = PAGE_ROUTES;
  return !entries[route]?.noindex && canonicalRoute(route) === route;
}
