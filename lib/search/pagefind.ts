import { loadPagefind } from './pagefind-loader';
import { SEARCH_RESULT_LIMIT, toHit, type SearchHit } from './hits';
import { searchTerms } from './query';
import { answersEveryWord, matchedWords, typedWords } from './answered';

/**
 * The first `limit` results for what was typed, and how many the index found in all; none without
 * asking the index when nothing searchable was typed, and none when the index found only a stub of a
 * word typed (./answered). Rejects when the index cannot be fetched.
 */
export async function searchSite(raw: string, limit: number = SEARCH_RESULT_LIMIT): Promise<{ hits: SearchHit[]; total: number }> {
  const terms = searchTerms(raw);
  if (terms === '') return { hits: [], total: 0 };
  const pagefind = await loadPagefind();
  const found = await pagefind.search(terms);
  if (!found) return { hits: [], total: 0 };
  const data = await Promise.all(found.results.slice(0, limit).map((r) => r.data()));
  // The best result holds the words the index searched for: a stub of a word typed finds nothing.
  if (data[0] && !answersEveryWord(typedWords(terms), matchedWords(data[0]))) return { hits: [], total: 0 };
  return { hits: data.map(toHit), total: found.results.length };
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
  const best = terms !== '' ? await results[0]?.data() : undefined;
  if (best && !answersEveryWord(typedWords(terms), matchedWords(best))) return { total: 0, load: async () => [] };
  return {
    total: results.length,
    load: async (offset, limit) => (await Promise.all(results.slice(offset, offset + limit).map((r) => r.data()))).map(toHit),
  };
}
