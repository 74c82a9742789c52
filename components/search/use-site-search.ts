'use client';
import { useEffect, useState } from 'react';
import type { SearchHit } from '@/lib/search/hits';
import { searchSite } from '@/lib/search/pagefind';
import { searchTerms } from '@/lib/search/query';

export type SiteSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; query: string; hits: SearchHit[] }
  /** The index could not be fetched (offline and never fetched on this device). */
  | { status: 'unavailable' };

/** Pause after the last keystroke before the index is asked. */
const TYPING_PAUSE_MS = 150;

type Answer = { query: string; hits: SearchHit[] | null };

/** The results for `query` as it is typed: the latest answer only, a short pause after typing. */
export function useSiteSearch(query: string): { state: SiteSearchState; retry: () => void } {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const trimmed = query.trim();
  // Nothing searchable (only symbols): answered at once, the index never asked.
  const asks = searchTerms(trimmed) !== '';
  useEffect(() => {
    if (!asks) return;
    let live = true;
    const timer = setTimeout(() => {
      searchSite(trimmed).then(
        (hits) => live && setAnswer({ query: trimmed, hits }),
        () => live && setAnswer({ query: trimmed, hits: null }),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [trimmed, asks, attempt]);

  let state: SiteSearchState;
  if (trimmed === '') state = { status: 'idle' };
  else if (!asks) state = { status: 'done', query: trimmed, hits: [] };
  else if (answer?.query !== trimmed) state = { status: 'loading' };
  else state = answer.hits ? { status: 'done', query: trimmed, hits: answer.hits } : { status: 'unavailable' };
  const retry = () => {
    setAnswer(null);
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}
