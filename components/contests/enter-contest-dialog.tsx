'use client';
import type { Contest as UpcomingContest } from '@/lib/schemas/contest';
import { formatDate, formatUSD } from '@/lib/format/en-us';
import { Dialog } from '@/components/ui/dialog';
import { ContestPaymentStep } from './contest-payment-step';
import { Facts } from '@/components/ui/facts';

export type ContestSummary = Pick<UpcomingContest, 'id' | 'title' | 'entryFee' | 'prize' | 'startDate' | 'endDate' | 'category'>;

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
      <Facts
        className="mb-4 grid grid-cols-2 gap-3 text-sm"
        termClassName="font-semibold text-slate-700"
        items={[
          { term: 'Contest', value: contest.title, valueClassName: 'font-bold' },
          { term: 'Entry fee', value: formatUSD(contest.entryFee), valueClassName: 'font-bold' },
          { term: 'Prize', value: formatUSD(contest.prize) },
          {
            term: 'Dates',
            value: `${formatDate(contest.startDate)}${contest.endDate !== contest.startDate ? ` to ${formatDate(contest.endDate)}` : ''}`,
          },
        ]}
      />
      <ContestPaymentStep contest={contest} userId={userId} />
    </Dialog>
  );
}

export default EnterContestDialog;
