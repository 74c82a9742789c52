import Link from '@/components/ui/link';
import type { ContestChoice, JoinContest } from '@/lib/join/query';
import { formatDate, formatUSD } from '@/lib/format/en-us';
import { CONTEST_ENTRY_FEE_MAX, CONTEST_ENTRY_FEE_MIN } from '@/lib/contests/constants';
import { Facts } from '@/components/ui/facts';

function dates(c: JoinContest): string {
  return c.endDate === c.startDate ? formatDate(c.startDate) : `${formatDate(c.startDate)} to ${formatDate(c.endDate)}`;
}

const upcomingLink = (
  <Link href="/upcoming-contests/" className="font-semibold text-brand-800 underline">
    Upcoming Events
  </Link>
);

/**
 * The contest the join link names (`/join/?contest=<id>`), above the form: its name, sport, dates
 * and entry fee, or why it cannot be entered. Without a contest it says how entering works. The
 * box keeps one minimum height, so the pre-rendered page does not move when the query is read.
 */
export function JoinContestPanel({ choice, open }: { choice: ContestChoice<JoinContest>; open: boolean }) {
  return (
    <section aria-labelledby="join-contest-title" className="mb-8 min-h-80 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:min-h-48">
      {choice.kind === 'found' ? (
        <>
          <h2 id="join-contest-title" className="text-xl font-extrabold text-ink">
            {open ? 'Your contest: ' : 'Entry closed: '}
            {choice.contest.title}
          </h2>
          <Facts
            className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3"
            termClassName="text-slate-700"
            valueClassName="font-semibold"
            items={[
              { term: 'Sport', value: choice.contest.sportName },
              { term: 'Entry fee', value: formatUSD(choice.contest.entryFee) },
              { term: 'Date', value: dates(choice.contest), className: 'col-span-2 sm:col-span-1' },
            ]}
          />
          <p role="status" className="mt-3 text-slate-800">
            {open ? (
              <>Join below, then pay the entry fee with PayPal to complete your entry.</>
            ) : (
              <>Entry closed when the contest started. You can still join the league, and find contests open to entry on {upcomingLink}.</>
            )}
          </p>
        </>
      ) : choice.kind === 'unknown' ? (
        <>
          <h2 id="join-contest-title" className="text-xl font-extrabold text-ink">
            Contest not found
          </h2>
          <p role="alert" className="mt-2 text-red-800">
            The link names contest &ldquo;{choice.value}&rdquo;, which we do not run. You can still create your account, then choose a contest on {upcomingLink}
            .
          </p>
        </>
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
