/**
 * The one paging rule of the site's lists (news, winners, athletes, teams, the schedule, tickets): a fixed
 * number of records per page, page 1 at the list's own address and page N (N >= 2) at
 * `<list>page/N/`, each a static page that reads without JavaScript. Pure and browser-safe.
 */

/** The lists that page, by their own address. */
export const PAGED_LISTS = ['/recap-news/', '/winner-announcements/', '/athletes/', '/teams/', '/schedule/', '/buy-tickets/'] as const;
export type PagedList = (typeof PAGED_LISTS)[number];

/** Records per page, per list. */
export const PAGE_SIZE: Record<PagedList, number> = {
  '/recap-news/': 12,
  '/winner-announcements/': 12,
  '/athletes/': 12,
  '/teams/': 12,
  '/schedule/': 20,
  '/buy-tickets/': 12,
};

/** How many pages `count` records take at `size` a page: at least one (an empty list is one empty page). */
export function pageCount(count: number, size: number): number {
  if (!Number.isInteger(size) || size < 1) throw new Error(`page size must be a whole number from 1, got ${size}`);
  return Math.max(1, Math.ceil(Math.max(0, count) / size));
}

/** The records of page `page` (1-based) at `size` a page, in the list's order; empty past the last page. */
export function pageSlice<T>(items: readonly T[], page: number, size: number): T[] {
  if (!Number.isInteger(page) || page < 1) return [];
  return items.slice((page - 1) * size, page * size);
}

/** The page (1-based) the record at `index` of the list falls on. */
export function pageOfIndex(index: number, size: number): number {
  return Math.floor(Math.max(0, index) / size) + 1;
}

/** The address of page `page` of `list` (a path with a trailing slash): the list itself for page 1, `<list>page/N/` after. */
export function pageHref(list: string, page: number): string {
  return page <= 1 ? list : `${list}page/${page}/`;
}

/**
 * The `[n]` values of a list's `/page/[n]/` route: "2" to the last page. Next's static export
 * refuses a dynamic route with no page at all, so a list that fits on one page gives "1": a copy
 * of the list that says so in its metadata (canonical the list, noindex) and that nothing links to.
 */
export function pageParams(count: number, size: number): string[] {
  const pages = pageCount(count, size);
  return pages < 2 ? ['1'] : Array.from({ length: pages - 1 }, (_, i) => String(i + 2));
}

/** A `[n]` segment as a page number: a whole number from 1 written plainly ("2", not "02" or "2.0"); null otherwise. */
export function parsePageParam(n: string): number | null {
  return /^[1-9]\d*$/.test(n) ? Number(n) : null;
}

/** One link of a pager's numbered row: a page number, or a gap ("…") between two that are not neighbours. */
export type PagerItem = { page: number } | { gap: true; after: number };

/**
 * The numbered links a pager shows for page `current` of `pages`: the first and last page, and the
 * pages within `around` of the current one, with a gap where pages are left out. Every page when few.
 */
export function pagerWindow(current: number, pages: number, around = 1): PagerItem[] {
  const shown = new Set([1, pages]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((page, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && page - prev === 2) items.push({ page: prev + 1 });
    else if (prev !== undefined && page - prev > 2) items.push({ gap: true, after: prev });
    items.push({ page });
  });
  return items;
}

/** What one page of a list shows, and where its neighbours are. */
export interface ListPage<T> {
  items: T[];
  page: number;
  pages: number;
  /** The list's address (page 1). */
  list: string;
  /** Records before this page (for "Showing 13-24 of 32"). */
  offset: number;
  total: number;
  /** The last record of the page before (null on page 1): a group it shares with this page is "continued". */
  before: T | null;
}

/** Page `page` of `items` for `list`. */
export function listPage<T>(list: string, items: readonly T[], page: number, size: number): ListPage<T> {
  const offset = (page - 1) * size;
  return {
    items: pageSlice(items, page, size),
    page,
    pages: pageCount(items.length, size),
    list,
    offset,
    total: items.length,
    before: offset > 0 ? (items[offset - 1] ?? null) : null,
  };
}
