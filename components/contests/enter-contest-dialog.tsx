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
  const dates = formatDate(contest.startDate) + (contest.endDate !== contest.startDate ? ` to ${formatDate(contest.endDate)}` : '');
  const facts: [label: string, value: string, bold?: boolean][] = [
    ['Contest', contest.title, true],
    ['Entry fee', formatUSD(contest.entryFee), true],
    ['Prize', formatUSD(contest.prize)],
    ['Dates', dates],
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Enter contest" description={`You are entering ${contest.title}.`}>
      <dl className="mb-4 grid grid-cols-2 gap-3 text-sm">
        {facts.map(([label, value, bold]) => (
          <div key={label}>
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className={bold ? 'font-bold' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      <ContestPaymentStep contest={contest} userId={userId} />
    </Dialog>
  );
}

export default EnterContestDialog;
