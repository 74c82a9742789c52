'use client';
import { useCallback, useEffect, useState } from 'react';
import type { ContestLookup, JoinContest } from '@/lib/join/query';

/**
 * Looks up the contest a join link names (`contestId`, null for none) in the file the build publishes
 * for it; the reader loads with the first look-up. Returns what is known and a retry for a failed one.
 */
export function useJoinContest(contestId: number | null): { lookup: ContestLookup<JoinContest>; retry: () => void } {
  const [answer, setAnswer] = useState<{ id: number; lookup: ContestLookup<JoinContest> } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (contestId === null) return;
    let live = true;
    void import('@/lib/join/contest-file')
      .then(({ fetchJoinContest }) => fetchJoinContest(contestId))
      .catch(() => ({ kind: 'failed' }) as const)
      .then((lookup) => {
        if (live) setAnswer({ id: contestId, lookup });
      });
    return () => {
      live = false;
    };
  }, [contestId, attempt]);

  const retry = useCallback(() => {
    setAnswer(null);
    setAttempt((n) => n + 1);
  }, []);
  return { lookup: answer !== null && answer.id === contestId ? answer.lookup : 'loading', retry };
}
