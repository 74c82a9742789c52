import { BASE_PATH } from '@/lib/url/paths';
import { SEARCH_RESULT_LIMIT, toHit, type PagefindData, type SearchHit } from './hits';
import { searchTerms } from './query';

/** The part of Pagefind's browser API (`/pagefind/pagefind.js`, written at build) the site uses. */
interface PagefindApi {
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

/** Every record the index files under `filters` (a filter-only query: no words), as hits loaded `limit` at a time. */
export interface FilteredHits {
  total: number;
  /** The hits from `offset`, at most `limit` of them. */
  load: (offset: number, limit: number) => Promise<SearchHit[]>;
}

/**
 * The index's records that match every filter (`{ kind: 'Athlete', sport: 'soccer' }`) and, when
 * something searchable was typed (`raw`), those words; so a paged list can show all its matches
 * without loading every page. Rejects when the index cannot be fetched.
 */
export async function filterSite(filters: Record<string, string>, raw = ''): Promise<FilteredHits> {
  const pagefind = await loadPagefind();
  const terms = searchTerms(raw);
  // Typed text with nothing searchable in it (only symbols) matches nothing; no text at all is a filter-only query.
  if (terms === '' && raw.trim() !== '') return { total: 0, load: async () => [] };
  const found = await pagefind.search(terms === '' ? null : terms, { filters });
  const results = found?.results ?? [];
  return {
    total: results.length,
    load: async (offset, limit) => (await Promise.all(results.slice(offset, offset + limit).map((r) => r.data()))).map(toHit),
  };
}
