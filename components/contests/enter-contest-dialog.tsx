'use client';
import type { Contest as UpcomingContest } from '@/lib/schemas/contest';
import { formatDate, formatUSD } from '@/lib/format/en-us';
import { Dialog } from '@/components/ui/dialog';
import { ContestPaymentStep } from './contest-payment-step';

export type ContestSummary = Pick<UpcomingContest, 'id' | 'title' | 'entryFee' | 'prize' | 'startDate' | 'endDate'>;

/** "Enter contest" for a signed-in athlete: the contest, its fee, then the payment step. Loaded on use. */
export function EnterContestDialog({
  contest,
  userId,
  open,
  onOpenChange,
}: {
  contest: ContestSummary;
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Enter contest" description={`You are entering ${contest.title}.`}>
      <dl className="mb-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-700">Contest</dt>
          <dd className="font-bold">{contest.title}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Entry fee</dt>
          <dd className="font-bold">{formatUSD(contest.entryFee)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Prize</dt>
          <dd>{formatUSD(contest.prize)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Dates</dt>
          <dd>
            {formatDate(contest.startDate)}
            {contest.endDate !== contest.startDate ? ` to ${formatDate(contest.endDate)}` : ''}
          </dd>
        </div>
      </dl>
      <ContestPaymentStep contest={contest} userId={userId} />
    </Dialog>
  );
}

export default EnterContestDialog;
