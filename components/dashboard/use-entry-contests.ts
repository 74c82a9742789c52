'use client';
import { useEffect, useMemo, useState } from 'react';
import { entryContests, fetchEntryContest, type EntryContest } from '@/lib/contests/entry-contest';
import type { ContestEntry } from '@/lib/schemas/stored-account';
import type { Published } from '@/lib/url/published';

/**
 * The contests of these entries as the dashboard shows them: what each entry kept, brought up to date
 * from the league's published details, each contest fetched once.
 */
export function useEntryContests(entries: readonly ContestEntry[]): EntryContest[] {
  const [published, setPublished] = useState<ReadonlyMap<number, Published<EntryContest>>>(new Map());
  const ids = useMemo(() => [...new Set(entries.map((e) => e.contestId))].sort((a, b) => a - b).join(','), [entries]);
  useEffect(() => {
    let live = true;
    const wanted = ids ? ids.split(',').map(Number) : [];
    for (const id of wanted) {
      void fetchEntryContest(id).then((answer) => {
        if (live) setPublished((m) => new Map(m).set(id, answer));
      });
    }
    return () => {
      live = false;
    };
  }, [ids]);
  return useMemo(() => entryContests(entries, published), [entries, published]);
}
