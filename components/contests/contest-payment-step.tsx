'use client';
import Link from '@/components/ui/link';
import { useMemo, useState } from 'react';
import type { Contest } from '@/lib/schemas/contest';
import { AccountError, createEntry } from '@/lib/accounts';
import { useAccountsStore } from '@/lib/stores/accounts-store';
import { formatDate, formatUSD } from '@/lib/format/en-us';
import { realClock } from '@/lib/time/clock';
import { contestWindow, isEntryOpen } from '@/lib/contests/entry';
import { entryRecheck, paymentStoppedAtStartMessage } from '@/lib/contests/entry-payment';
import { useNowUntil } from '@/components/ui/use-now-until';
import type { CapturedPayment } from '@/lib/payments/snapshot';
import type { RecordOutcome } from '@/lib/payments/record';
import { recordPaidOrder } from '@/lib/payments/record-order';
import { contestPaymentDescription, entryNotRecordedMessage, entryPaymentFrom, entrySnapshot, type EntryPayload } from '@/lib/payments/entry';
import { LazyPayPalCheckout } from '@/components/payments/lazy-paypal';
import { PaymentFailureNotice, UnrecordedNotice, ContactUsNotice } from '@/components/payments/payment-notices';
import type { PaymentFailure } from '@/components/payments/paypal-checkout';

export { contestPaymentDescription };

export type ContestForPayment = Pick<Contest, 'id' | 'title' | 'entryFee' | 'startDate' | 'endDate' | 'category' | 'prize'>;

type Outcome =
  | { kind: 'entered'; paypalOrderId: string; stored: RecordOutcome }
  | { kind: 'not-recorded'; paypalOrderId: string; message: string }
  | { kind: 'failed'; failure: PaymentFailure }
  | null;

/**
 * The payment step of the Enter contest dialog: the entry fee is paid with PayPal (the one payment
 * flow of the site) and the verified capture creates the contest entry (votes 0), shown in the dashboard
 * (Events tab); the PayPal id is kept with it in the orders store. A fee paid whose entry cannot be
 * saved says so with the PayPal id. Entering the same contest twice is refused before any payment.
 * Entry closes at the contest's start (lib/contests/entry.ts): a dialog left open across it stops its
 * payment at that instant (no snapshot, so no PayPal buttons and no capture of an order opened
 * before) and says entry has closed.
 */
export function ContestPaymentStep({ contest, userId }: { contest: ContestForPayment; userId: string }) {
  const alreadyEntered = useAccountsStore((s) => s.entries.some((e) => e.userId === userId && e.contestId === contest.id));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const snapshot = useMemo(() => entrySnapshot(contest), [contest]);
  const entryOpen = isEntryOpen(contest, useNowUntil(contestWindow(contest).startMs));

  function onFailed(failure: PaymentFailure) {
    // An order opened before the start and approved after it is not captured: say why, not "pay again".
    const message = isEntryOpen(contest, realClock.now()) ? null : paymentStoppedAtStartMessage(failure);
    setOutcome({ kind: 'failed', failure: message ? { ...failure, message } : failure });
  }

  // Just before the fee is captured: entry still open, and not entered from another tab meanwhile (read from storage now).
  function recheck(_snapshot: unknown, paypalOrderId: string): string | null {
    void useAccountsStore.persist.rehydrate();
    const entered = useAccountsStore.getState().entries.some((e) => e.userId === userId && e.contestId === contest.id);
    return entryRecheck(isEntryOpen(contest, realClock.now()), entered, paypalOrderId);
  }

  async function onPaid(payment: CapturedPayment<EntryPayload>) {
    let entryId: string | null = null;
    let reason: string | null = null;
    try {
      // The contest this dialog took the fee for (the snapshot's contestId is its id).
      entryId = createEntry(userId, contest).id;
    } catch (err) {
      reason = err instanceof AccountError ? err.message : null;
    }
    const stored = await recordPaidOrder(entryPaymentFrom(payment, userId, entryId));
    setOutcome(
      entryId
        ? { kind: 'entered', paypalOrderId: payment.paypalOrderId, stored }
        : { kind: 'not-recorded', paypalOrderId: payment.paypalOrderId, message: entryNotRecordedMessage(payment.paypalOrderId, reason) },
    );
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
            {formatUSD(snapshot.amount)} paid (PayPal order {outcome.paypalOrderId}). Your entry is in your{' '}
            <Link href="/user/dashboard/" className="font-semibold underline">
              dashboard (Events tab)
            </Link>
            .
          </p>
          <UnrecordedNotice outcome={outcome.stored} paypalOrderId={outcome.paypalOrderId} />
        </div>
      ) : outcome?.kind === 'not-recorded' ? (
        <ContactUsNotice message={outcome.message} alert />
      ) : alreadyEntered ? (
        <p role="status" className="mt-2 font-semibold text-slate-800">
          You have already entered this contest, so there is nothing to pay.
        </p>
      ) : (
        <>
          {entryOpen ? (
            <p className="mt-2 text-slate-800">
              Pay the <strong>{formatUSD(contest.entryFee)}</strong> entry fee with PayPal ({contestPaymentDescription(contest)}).
            </p>
          ) : (
            <p role="status" className="mt-2 font-semibold text-amber-950">
              Entry closed: {contest.title} started on {formatDate(contest.startDate)}, so there is nothing to pay.
            </p>
          )}
          {/* Kept mounted once closed (no snapshot, no buttons), so an order opened before the start is refused, not captured unseen. */}
          <div className="mt-3">
            <LazyPayPalCheckout snapshot={entryOpen ? snapshot : null} onPaid={onPaid} onFailed={onFailed} recheck={recheck} />
          </div>
        </>
      )}
      <PaymentFailureNotice failure={outcome?.kind === 'failed' ? outcome.failure : null} />
    </section>
  );
}
