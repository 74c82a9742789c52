/**
 * What the site search indexes and what it calls each page: one table from route pattern to kind,
 * read by the build's indexing step (scripts/postbuild/search-index.ts). A new kind of page gets a
 * kind by adding one line. `*` stands for one path segment, a trailing `**` for any rest; the first
 * matching line wins; `null` leaves the page out of the index; a page no line matches is a Page.
 */
export const SEARCH_KINDS = ['Sport', 'Event', 'Ticketed event', 'Athlete', 'Team', 'Article', 'Product', 'Page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const ROUTE_KINDS: readonly (readonly [pattern: string, kind: SearchKind | null])[] = [
  // Personal, form-only or machine pages: nothing a search should find.
  ['/admin/**', null],
  ['/user/**', null],
  ['/my-orders/', null],
  ['/my-tickets/', null],
  ['/join/', null],
  ['/search/', null],
  ['/404', null],
  ['/404.html', null],
  ['/_not-found/**', null],
  // Further pages of a paged list repeat records that have pages of their own.
  ['/**/page/*/', null],
  ['/sports/*/', 'Sport'],
  ['/events/*/', 'Event'],
  ['/buy-tickets/*/', 'Ticketed event'],
  ['/athletes/*/', 'Athlete'],
  ['/teams/*/', 'Team'],
  ['/recap-news/*/', 'Article'],
];

function matches(pattern: string, route: string): boolean {
  const p = pattern.split('/');
  const r = route.split('/');
  // '/**/page/*/': '**' may stand anywhere for any number of segments.
  const walk = (i: number, j: number): boolean => {
    if (i === p.length) return j === r.length;
    if (p[i] === '**') {
      for (let k = j; k <= r.length; k++) if (walk(i + 1, k)) return true;
      return false;
    }
    if (j === r.length) return false;
    return (p[i] === '*' ? r[j] !== '' : p[i] === r[j]) && walk(i + 1, j + 1);
  };
  return walk(0, 0);
}

/** The kind a page is indexed as (`/sports/soccer/` → Sport), or null when it is left out. */
export function kindOfRoute(route: string, table: typeof ROUTE_KINDS = ROUTE_KINDS): SearchKind | null {
  const line = table.find(([pattern]) => matches(pattern, route));
  return line ? line[1] : 'Page';
}
