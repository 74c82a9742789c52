import { BASE_PATH } from '@/lib/url/paths';
import { SEARCH_RESULT_LIMIT, toHit, type PagefindData, type SearchHit } from './hits';
import { searchTerms } from './query';

/** The part of Pagefind's browser API (`/pagefind/pagefind.js`, written at build) the site uses. */
interface PagefindApi {
  options: (o: { baseUrl?: string; excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{ results: { data: () => Promise<PagefindData> }[] } | null>;
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

/** The first results for what was typed; none without asking the index when nothing searchable was typed. Rejects when the index cannot be fetched. */
export async function searchSite(raw: string): Promise<SearchHit[]> {
  const terms = searchTerms(raw);
  if (terms === '') return [];
  const pagefind = await loadPagefind();
  const found = await pagefind.search(terms);
  if (!found) return [];
  const data = await Promise.all(found.results.slice(0, SEARCH_RESULT_LIMIT).map((r) => r.data()));
  return data.map(toHit);
}
