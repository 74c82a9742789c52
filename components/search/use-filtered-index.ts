'use client';
import { useEffect, useState } from 'react';
import type { SearchHit } from '@/lib/search/hits';
import { filterSite } from '@/lib/search/pagefind';

export type FilteredIndexState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; total: number; hits: SearchHit[]; more: () => void }
  /** The index could not be fetched (offline and never fetched on this device). */
  | { status: 'unavailable'; retry: () => void };

/** Pause after the last change (a keystroke in a search box) before the index is asked. */
const PAUSE_MS = 150;

/**
 * Every record of a list that matches `filters` (and the words `term`, when given), from the search
 * index (no page of the list holds them all): `step` hits at first, `more()` adds the next `step`.
 * Idle while `filters` is null (no filter chosen: the page's own records are shown).
 */
export function useFilteredIndex(filters: Record<string, string> | null, step: number, term = ''): FilteredIndexState {
  const key = filters ? JSON.stringify([filters, term]) : null;
  const [answer, setAnswer] = useState<{ key: string; total: number; hits: SearchHit[]; load: (o: number, l: number) => Promise<SearchHit[]> } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const [asked, words] = JSON.parse(key) as [Record<string, string>, string];
    const timer = setTimeout(() => {
      filterSite(asked, words)
        .then(async (found) => {
          const hits = await found.load(0, step);
          if (live) setAnswer({ key, total: found.total, hits, load: found.load });
        })
        .catch(() => live && setFailed(key));
    }, PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, step, attempt]);

  if (key === null) return { status: 'idle' };
  if (failed === key) return { status: 'unavailable', retry: () => (setFailed(null), setAttempt((n) => n + 1)) };
  if (answer?.key !== key) return { status: 'loading' };
  return {
    status: 'done',
    total: answer.total,
    hits: answer.hits,
    more: () => {
      void answer.load(answer.hits.length, step).then((next) => setAnswer((a) => (a && a.key === key ? { ...a, hits: [...a.hits, ...next] } : a)));
    },
  };
}
