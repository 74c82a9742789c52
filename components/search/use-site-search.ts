'use client';
import { useEffect, useState } from 'react';
import { SEARCH_RESULT_LIMIT, type SearchHit } from '@/lib/search/hits';
import { searchSite } from '@/lib/search/pagefind';
import { searchTerms } from '@/lib/search/query';

export type SiteSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `total`: how many the index found, of which `hits` are the first. */
  | { status: 'done'; query: string; hits: SearchHit[]; total: number }
  /** The index could not be fetched (offline and never fetched on this device). */
  | { status: 'unavailable' };

/** Pause after the last keystroke before the index is asked. */
const TYPING_PAUSE_MS = 150;

type Answer = { query: string; limit: number; found: { hits: SearchHit[]; total: number } | null };

/**
 * The results for `query` as it is typed: the latest answer only, a short pause after typing, the
 * first SEARCH_RESULT_LIMIT of them and `more` for the next as many (a new query starts again).
 */
export function useSiteSearch(query: string): { state: SiteSearchState; retry: () => void; more: () => void } {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [wanted, setWanted] = useState({ query: '', limit: SEARCH_RESULT_LIMIT });
  const trimmed = query.trim();
  const limit = wanted.query === trimmed ? wanted.limit : SEARCH_RESULT_LIMIT;
  // Nothing searchable (only symbols): answered at once, the index never asked.
  const asks = searchTerms(trimmed) !== '';
  useEffect(() => {
    if (!asks) return;
    let live = true;
    const timer = setTimeout(
      () => {
        searchSite(trimmed, limit).then(
          (found) => live && setAnswer({ query: trimmed, limit, found }),
          () => live && setAnswer({ query: trimmed, limit, found: null }),
        );
      },
      limit === SEARCH_RESULT_LIMIT ? TYPING_PAUSE_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [trimmed, asks, attempt, limit]);

  let state: SiteSearchState;
  if (trimmed === '') state = { status: 'idle' };
  else if (!asks) state = { status: 'done', query: trimmed, hits: [], total: 0 };
  // While more are fetched, the ones shown stay.
  else if (answer?.query !== trimmed || (answer.limit !== limit && !answer.found)) state = { status: 'loading' };
  else state = answer.found ? { status: 'done', query: trimmed, hits: answer.found.hits, total: answer.found.total } : { status: 'unavailable' };
  const retry = () => {
    setAnswer(null);
    setAttempt((n) => n + 1);
  };
  const more = () => setWanted({ query: trimmed, limit: limit + SEARCH_RESULT_LIMIT });
  return { state, retry, more };
}
