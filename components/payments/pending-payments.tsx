'use client';
import { useState } from 'react';
import Link from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { formatDateTimeWithZone, formatUSD } from '@/lib/format/en-us';
import { pendingMessage, type PendingPayment } from '@/lib/payments/pending';
import { usePendingPaymentsStore } from '@/lib/stores/pending-payments-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';

/**
 * Payments this browser started to capture and never settled (lib/payments/pending.ts): each with its
 * PayPal id, what to look for in PayPal and how to reach the league. Shown on My Orders and My Tickets
 * and above the PayPal buttons, so a payment being confirmed is never silent and never paid twice.
 */
export function PendingPayments({ except = null }: { except?: string | null }) {
  const hydrated = useHasHydrated();
  const stored = usePendingPaymentsStore((s) => s.pending);
  const pending = except ? stored.filter((p) => p.paypalOrderId !== except) : stored;
  if (!hydrated || pending.length === 0) return null;
  return (
    <section aria-labelledby="pending-payments-title" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 id="pending-payments-title" className="text-lg font-bold">
        {pending.length === 1 ? 'A payment is being confirmed' : `${pending.length} payments are being confirmed`}
      </h2>
      <ul className="mt-2 space-y-3">
        {pending.map((p) => (
          <PendingItem key={p.paypalOrderId} payment={p} />
        ))}
      </ul>
    </section>
  );
}

function PendingItem({ payment }: { payment: PendingPayment }) {
  const remove = usePendingPaymentsStore((s) => s.remove);
  const [asked, setAsked] = useState(false);
  return (
    <li data-pending-payment={payment.paypalOrderId}>
      <p className="font-semibold">
        {payment.description}: {formatUSD(payment.amount, { cents: true })}, PayPal order {payment.paypalOrderId}, started{' '}
        {formatDateTimeWithZone(payment.startedAt)}.
      </p>
      <p className="mt-1 text-sm">{pendingMessage(payment)}</p>
      <p className="mt-2 flex flex-wrap items-center gap-3 text-sm">
        <Link href="/contact/" className="font-semibold underline">
          Contact us
        </Link>
        {asked ? (
          <>
            <span>Remove it only once PayPal shows no payment for this id.</span>
            <Button variant="outline" size="sm" onClick={() => void remove(payment.paypalOrderId)}>
              Remove: PayPal shows no payment
            </Button>
          </>
        ) : (
          <Button variant="outline" size="sm" onClick={() => setAsked(true)}>
            Remove this notice
          </Button>
        )}
      </p>
    </li>
  );
}
