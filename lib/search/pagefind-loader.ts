import { BASE_PATH } from '@/lib/url/paths';
import type { PagefindData } from './hits';

// Loading Pagefind alone: the header's search button warms it on every page, so this module carries
// nothing of how results are read (./pagefind reads them).

/** The part of Pagefind's browser API (`/pagefind/pagefind.js`, written at build) the site uses. */
export interface PagefindApi {
  options: (o: { baseUrl?: string; excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string | null, options?: { filters?: Record<string, string> }) => Promise<{ results: { data: () => Promise<PagefindData> }[] } | null>;
}

let loading: Promise<PagefindApi> | null = null;

/**
 * Pagefind's script and index, fetched the first time someone opens or focuses search and never
 * with a page. A failed fetch (offline, never fetched) is forgotten, so the next try fetches again.
 */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ `${BASE_PATH}/pagefind/pagefind.js`) as Promise<PagefindApi>)
    .then(async (pagefind) => {
      // Result URLs are routes ('/sports/soccer/'); the site's Link adds the base path.
      await pagefind.options({ baseUrl: '/', excerptLength: 24 });
      return pagefind;
    })
    .catch((err: unknown) => {
      loading = null;
      throw err;
    });
  return loading;
}

/** Starts fetching the index (on focus or open) without waiting; a failure shows when a search runs. */
export function warmPagefind(): void {
  loadPagefind().then(
    (pagefind) => pagefind.init().catch(() => undefined),
    () => undefined,
  );
}
