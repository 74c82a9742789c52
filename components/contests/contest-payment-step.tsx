import type { Contest as UpcomingContest } from '@/lib/schemas/contest';
import { formatUSD } from '@/lib/format';

export type ContestForPayment = Pick<UpcomingContest, 'id' | 'title' | 'entryFee'>;

/** The PayPal order description for an entry fee (issue 8). */
export function contestPaymentDescription(contest: Pick<UpcomingContest, 'title'>): string {
  return `Contest Entry Fee: ${contest.title}`;
}

/**
 * The payment step of the Enter contest dialog: the one place the entry fee is charged.
 * Checkout (PayPal) and the entry record are connected here when the payment and account layers
 * are merged; until then it explains what entering costs and charges nothing.
 */
export function ContestPaymentStep({ contest }: { contest: ContestForPayment; userId: string }) {
  return (
    <section aria-labelledby={`pay-${contest.id}`} className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <h3 id={`pay-${contest.id}`} className="font-bold">
        Payment
      </h3>
      <p className="mt-2 text-slate-800">
        Entering needs payment of the <strong>{formatUSD(contest.entryFee)}</strong> entry fee ({contestPaymentDescription(contest)}).
      </p>
      <p role="status" className="mt-2 text-sm text-slate-700">
        Online payment is not available in this browser yet, so nothing has been charged and no entry has been made.
      </p>
    </section>
  );
}
