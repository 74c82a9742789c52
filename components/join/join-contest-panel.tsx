import { lazy, Suspense } from 'react';
import type { ContestChoice, JoinContest } from '@/lib/join/query';
import { formatUSD } from '@/lib/format/en-us';
import { ContestLoading, upcomingLink } from './contest-panel-parts';
import { CONTEST_ENTRY_FEE_MAX, CONTEST_ENTRY_FEE_MIN } from '@/lib/contests/constants';

const JoinContestDetails = lazy(() => import('./join-contest-details').then((m) => ({ default: m.JoinContestDetails })));

/**
 * The contest the join link names (`/join/?contest=<id>`), above the form: its name, sport, dates
 * and entry fee, or why it cannot be entered. Without a contest it says how entering works. The
 * box keeps one minimum height, so the pre-rendered page does not move when the query is read.
 */
export function JoinContestPanel({ choice, open, onRetry }: { choice: ContestChoice<JoinContest>; open: boolean; onRetry: () => void }) {
  return (
    <section aria-labelledby="join-contest-title" className="mb-8 min-h-80 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:min-h-48">
      {choice.kind !== 'none' ? (
        // The named contest's views load with its look-up (the page without a contest never needs them).
        <Suspense fallback={<ContestLoading />}>
          <JoinContestDetails choice={choice} open={open} onRetry={onRetry} />
        </Suspense>
      ) : (
        <>
          <h2 id="join-contest-title" className="text-xl font-extrabold text-ink">
            Entering a contest?
          </h2>
          <ol className="mt-3 grid gap-3 text-slate-800 sm:grid-cols-3">
            <li>
              <span className="font-bold">1. Join free:</span> create your athlete account below.
            </li>
            <li>
              <span className="font-bold">2. Choose a contest</span> on {upcomingLink}.
            </li>
            <li>
              <span className="font-bold">3. Pay its entry fee</span> ({formatUSD(CONTEST_ENTRY_FEE_MIN)} to {formatUSD(CONTEST_ENTRY_FEE_MAX)}) with PayPal and
              compete for cash prizes.
            </li>
          </ol>
        </>
      )}
    </section>
  );
}
