// The order of the Lighthouse runs: each route's run is followed by a run of the empty Next app, so
// both see the same stretch of a host whose speed swings, and the empty app's median spans the whole
// benchmark.

export const EMPTY_APP = 'empty Next app';

/** [route1, EMPTY_APP, route2, EMPTY_APP, ...] for the routes due in this round. */
export function alternate(due: readonly string[]): string[] {
  return due.flatMap((route) => [route, EMPTY_APP]);
}

/** Routes as given in BENCH_ROUTES ("/,/join/"); every route when it is unset. A named route the export lacks is an error. */
export function selectRoutes(all: readonly string[], filter: string | undefined): string[] {
  if (!filter?.trim()) return [...all];
  const wanted = filter
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const missing = wanted.filter((r) => !all.includes(r));
  if (missing.length) throw new Error(`bench: BENCH_ROUTES names pages the export does not have: ${missing.join(', ')}`);
  return wanted;
}

/** The routes of an export's pages (every index.html) without the not-found pages. */
export function pageRoutes(routes: readonly string[]): string[] {
  return routes.filter((r) => !/^\/(404|_not-found)\//.test(r) && r.endsWith('/'));
}
