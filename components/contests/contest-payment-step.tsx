'use client';
import dynamic from 'next/dynamic';
import Link from '@/components/ui/link';
import { useState } from 'react';
import type { Contest } from '@/lib/schemas/contest';
import { AccountError, createEntry } from '@/lib/accounts';
import { useAccountsStore } from '@/lib/stores/accounts-store';
import { PAYMENT_FAILED_MESSAGE } from '@/lib/constants';
import { formatUSD } from '@/lib/format';

// The PayPal SDK wrapper loads with this step, never with the page.
const PayPalCheckout = dynamic(() => import('@/components/payments/paypal-checkout').then((m) => m.PayPalCheckout), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-700">Loading payment options...</p>,
});

export type ContestForPayment = Pick<Contest, 'id' | 'title' | 'entryFee'>;

/** The PayPal order description for an entry fee (issue 8). */
export function contestPaymentDescription(contest: Pick<Contest, 'title'>): string {
  return `Contest Entry Fee: ${contest.title}`;
}

type Outcome = { kind: 'entered' } | { kind: 'error'; message: string } | null;

/**
 * The payment step of the Enter contest dialog: the entry fee is paid with PayPal and the captured
 * payment creates the contest entry (votes 0), shown in the dashboard (Events tab). Entering the same
 * contest twice is refused before any payment is asked for.
 */
export function ContestPaymentStep({ contest, userId }: { contest: ContestForPayment; userId: string }) {
  const alreadyEntered = useAccountsStore((s) => s.entries.some((e) => e.userId === userId && e.contestId === contest.id));
  const [outcome, setOutcome] = useState<Outcome>(null);

  function onApproved() {
    try {
      createEntry(userId, contest.id);
      setOutcome({ kind: 'entered' });
    } catch (err) {
      setOutcome({ kind: 'error', message: err instanceof AccountError ? err.message : 'Your payment went through but the entry could not be saved. Contact support with your PayPal receipt.' });
    }
  }

  return (
    <section aria-labelledby={`pay-${contest.id}`} className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <h3 id={`pay-${contest.id}`} className="font-bold">
        Payment
      </h3>
      {outcome?.kind === 'entered' ? (
        <div role="status" className="mt-2 text-emerald-900">
          <p className="font-semibold">You&apos;re entered in {contest.title}! Good luck.</p>
          <p className="mt-1 text-sm">
            Your entry is in your{' '}
            <Link href="/user/dashboard/" className="font-semibold underline">
              dashboard (Events tab)
            </Link>
            .
          </p>
        </div>
      ) : alreadyEntered ? (
        <p role="status" className="mt-2 font-semibold text-slate-800">
          You have already entered this contest, so there is nothing to pay.
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-800">
            Pay the <strong>{formatUSD(contest.entryFee)}</strong> entry fee with PayPal ({contestPaymentDescription(contest)}).
          </p>
          <div className="mt-3">
            <PayPalCheckout
              description={contestPaymentDescription(contest)}
              amount={contest.entryFee}
              onApproved={onApproved}
              onFailed={() => setOutcome({ kind: 'error', message: PAYMENT_FAILED_MESSAGE })}
            />
          </div>
        </>
      )}
      {outcome?.kind === 'error' ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {outcome.message}
        </p>
      ) : null}
    </section>
  );
}
