'use client';
import { useEffect, useRef } from 'react';
import Link from '@/components/ui/link';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { formatUSD } from '@/lib/format/en-us';
import { ticketReceipt } from '@/lib/tickets/order';
import { ReceiptView, UnrecordedNotice } from '@/components/payments/payment-notices';
import { cn } from '@/lib/ui/cn';
import { Button } from '@/components/ui/button';
import { useLazyModule } from '@/components/ui/use-lazy-module';
import type { TicketPurchase } from './use-ticket-purchase';

// Radix, the form library and PayPal load only when a fan opens the purchase dialog.
const loadPurchaseDialog = () => import('./purchase-dialog');

/** The outcome of a purchase (message, order, receipt) in a status region that takes focus when the dialog's opener is gone. */
export function PurchaseStatus({ purchase, className }: { purchase: TicketPurchase; className?: string }) {
  const { message, last, statusRef } = purchase;
  return (
    <div role="status" ref={statusRef} tabIndex={-1} className={cn('outline-none', className)}>
      {message ? (
        <div className="mt-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
          <p className="font-semibold">{message}</p>
          {last ? (
            <>
              <p className="mt-1 text-sm">
                {last.order.quantity} x {last.order.ticketType === 'vip' ? 'VIP' : 'General Admission'} for {last.order.eventTitle},{' '}
                {formatUSD(last.order.total)} paid (PayPal order {last.order.paypalOrderId}).{' '}
                <Link href="/my-tickets/" className="font-semibold underline">
                  View your tickets
                </Link>
              </p>
              <UnrecordedNotice outcome={last.outcome} paypalOrderId={last.order.paypalOrderId} />
              <ReceiptView receipt={ticketReceipt(last.order)} payerEmail={last.order.payerEmail} />
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The purchase dialog while an event is being bought. Once open, it stays while seats sell out or
 * sales close: a payment under way is then refused with its reason.
 */
export function PurchaseDialogHost({ purchase, available }: { purchase: TicketPurchase; available: (event: TicketEvent) => number }) {
  const { buying, close, onPurchased } = purchase;
  const { mod, failed, retry } = useLazyModule(loadPurchaseDialog, buying !== null);
  if (!buying) return null;
  // Offline before the checkout's code was ever fetched (or a new deployment removed it): say so, never break the page.
  if (failed) return <CheckoutUnavailable title={buying.title} onRetry={retry} onClose={close} />;
  if (!mod) return null;
  const { PurchaseDialog } = mod;
  return (
    <PurchaseDialog
      event={buying}
      available={available(buying)}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      onPurchased={onPurchased}
    />
  );
}

function CheckoutUnavailable({ title, onRetry, onClose }: { title: string; onRetry: () => void; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="fixed inset-x-4 bottom-24 z-50 mx-auto max-w-md rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900 shadow-xl outline-none xl:bottom-6"
    >
      <p className="font-semibold">The checkout for {title} could not load.</p>
      <p className="mt-1 text-sm">Check your connection and try again. Nothing was charged.</p>
      <div className="mt-3 flex gap-3">
        <Button size="sm" onClick={onRetry}>
          Retry
        </Button>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
