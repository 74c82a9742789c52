import { afterJoinPath, type ContestChoice, type JoinContest } from '@/lib/join/query';
import { signInHref } from '@/lib/url/return-path';
import Link from '@/components/ui/link';
import { formatDate, formatUSD } from '@/lib/format/en-us';
import { Facts } from '@/components/ui/facts';
import { Button } from '@/components/ui/button';
import { ContestLoading, upcomingLink } from './contest-panel-parts';

function dates(c: JoinContest): string {
  return c.endDate === c.startDate ? formatDate(c.startDate) : `${formatDate(c.startDate)} to ${formatDate(c.endDate)}`;
}

/**
 * What the join panel says of the contest its link names: its name, sport, dates and entry fee, or why
 * it cannot be entered, is not found, or could not be loaded. Loaded only when a link names a contest.
 */
export function JoinContestDetails({
  choice,
  open,
  onRetry,
}: {
  choice: Exclude<ContestChoice<JoinContest>, { kind: 'none' }>;
  open: boolean;
  onRetry: () => void;
}) {
  return choice.kind === 'found' ? (
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
          <>
            Join below, then pay the entry fee with PayPal to complete your entry. Already a member?{' '}
            <Link href={signInHref(afterJoinPath(choice.contest.id))} className="font-semibold text-brand-800 underline">
              Sign in and enter
            </Link>
            .
          </>
        ) : (
          <>Entry closed when the contest started. You can still join the league, and find contests open to entry on {upcomingLink}.</>
        )}
      </p>
    </>
  ) : choice.kind === 'loading' ? (
    <ContestLoading />
  ) : choice.kind === 'failed' ? (
    <>
      <h2 id="join-contest-title" className="text-xl font-extrabold text-ink">
        Contest details unavailable
      </h2>
      <p role="alert" className="mt-2 text-red-800">
        The contest&rsquo;s details could not be loaded: check your connection and try again. You can still create your account below, then choose a contest on{' '}
        {upcomingLink}.
      </p>
      <Button variant="outline" onClick={onRetry} className="mt-4">
        Try again
      </Button>
    </>
  ) : (
    <>
      <h2 id="join-contest-title" className="text-xl font-extrabold text-ink">
        Contest not found
      </h2>
      <p role="alert" className="mt-2 text-red-800">
        The link names contest &ldquo;{choice.value}&rdquo;, which we do not run. You can still create your account, then choose a contest on {upcomingLink}.
      </p>
    </>
  );
}
