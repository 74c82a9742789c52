'use client';
import dynamic from 'next/dynamic';
import Link from '@/components/ui/link';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { formatUSD } from '@/lib/format/en-us';
import { ticketReceipt } from '@/lib/tickets/order';
import { ReceiptView, UnrecordedNotice } from '@/components/payments/payment-notices';
import { cn } from '@/lib/ui/cn';
import type { TicketPurchase } from './use-ticket-purchase';

// Radix, the form library and PayPal load only when a fan opens the purchase dialog.
const PurchaseDialog = dynamic(() => import('./purchase-dialog').then((m) => m.PurchaseDialog), { ssr: false });

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
  if (!buying) return null;
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
