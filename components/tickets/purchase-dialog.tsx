'use client';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import type { TicketOrder } from '@/lib/schemas/order';
import { ticketPurchaseSchema, type TicketPurchaseSchema } from '@/lib/schemas/ticket-purchase';
import { SALES_CLOSED_AT_START, TICKET_QUANTITY_MAX, TICKET_QUANTITY_MIN } from '@/lib/tickets/constants';
import { useNowUntil } from '@/components/ui/use-now-until';
import { formatNumber, formatUSD } from '@/lib/format/en-us';
import { ticketOrderFromPayment, ticketSnapshot, TICKET_TYPE_LABEL, type TicketPayload } from '@/lib/tickets/order';
import { priceBreakdown, unitPriceFor } from '@/lib/tickets/pricing';
import type { CapturedPayment } from '@/lib/payments/snapshot';
import type { RecordOutcome } from '@/lib/payments/record';
import { recordPaidOrder } from '@/lib/payments/record-order';
import { useSessionStore } from '@/lib/stores/session-store';
import { ticketsLeft, useTicketInventoryStore } from '@/lib/stores/ticket-inventory-store';
import { ticketRecheck } from '@/lib/tickets/availability';
import { realClock } from '@/lib/time/clock';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/forms/field';
import { LazyPayPalCheckout } from '@/components/payments/lazy-paypal';
import { PaymentFailureNotice } from '@/components/payments/payment-notices';
import type { PaymentFailure } from '@/components/payments/paypal-checkout';

/** A recorded purchase and whether it is kept in this browser's storage. */
export interface TicketPurchaseResult {
  order: TicketOrder;
  outcome: RecordOutcome;
}

/**
 * The purchase dialog: ticket type (general or VIP), quantity 1-8, live subtotal / fee / total,
 * and PayPal. A captured payment becomes one order and lowers the event's tickets left.
 */
export function PurchaseDialog({
  event,
  available,
  onOpenChange,
  onPurchased,
}: {
  event: TicketEvent;
  available: number;
  onOpenChange: (open: boolean) => void;
  onPurchased: (result: TicketPurchaseResult) => void;
}) {
  const schema = useMemo(() => ticketPurchaseSchema(available), [available]);
  const {
    register,
    control,
    formState: { errors },
    handleSubmit,
  } = useForm<z.input<TicketPurchaseSchema>, unknown, z.output<TicketPurchaseSchema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { ticketType: 'general', quantity: 1 },
  });
  const values = useWatch({ control });
  const parsed = schema.safeParse(values);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const quantityId = useId();

  // The form's own error, or the schema's of the values as they are now: when another tab buys seats, the
  // tickets left fall under the quantity typed here, and the field says why at once.
  const quantityError = errors.quantity?.message ?? (parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'quantity')?.message);

  const ticketType = values.ticketType === 'vip' ? 'vip' : 'general';
  const unitPrice = unitPriceFor(event, ticketType);
  const breakdown = parsed.success ? priceBreakdown(unitPrice, parsed.data.quantity) : null;

  // A dialog left open past the start closes its sale at that instant (the capture's re-check refuses it too).
  const started = useNowUntil(event.startMs) >= event.startMs;

  // What PayPal is asked to charge, taken when its order is created: the order records exactly that.
  // A new object each render is fine: PayPalCheckout compares snapshots by key (lib/payments/snapshot).
  const snapshot = parsed.success && !started ? ticketSnapshot(event, parsed.data.ticketType, parsed.data.quantity) : null;

  // The order is built from the snapshot PayPal charged for, never from the form as it is now.
  const onPaid = async (payment: CapturedPayment<TicketPayload>) => {
    setFailure(null);
    const order = ticketOrderFromPayment(payment, useSessionStore.getState().userId);
    const outcome = await recordPaidOrder(order, () => useTicketInventoryStore.getState().purchase(order.eventId, order.quantity, event.availableTickets));
    onPurchased({ order, outcome });
  };

  // Just before the capture: still on sale, with the tickets left now (another tab may have bought them).
  const recheck = (taken: { payload: TicketPayload }, paypalOrderId: string) => {
    void useTicketInventoryStore.persist.rehydrate();
    const left = ticketsLeft(useTicketInventoryStore.getState().available, event);
    return ticketRecheck(event, taken.payload.quantity, left, realClock.now(), paypalOrderId);
  };

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={`Buy tickets: ${event.title}`}
      description={`${event.dateLabel} · ${event.timeLabel} · ${event.venue}, ${event.city}`}
    >
      <form noValidate onSubmit={handleSubmit(() => undefined)} className="flex flex-col gap-5">
        <fieldset>
          <legend className="mb-2 font-semibold">Ticket type</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(['general', 'vip'] as const).map((type) => {
              const price = unitPriceFor(event, type);
              return (
                <label
                  key={type}
                  className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input type="radio" value={type} {...register('ticketType')} className="mt-1 h-4 w-4 accent-brand-700" />
                  <span>
                    <span className="block font-semibold">{TICKET_TYPE_LABEL[type]}</span>
                    <span className="block text-sm text-slate-700">
                      {formatUSD(priceBreakdown(price, 1).total)} incl. fees ({formatUSD(price)} + {formatUSD(priceBreakdown(price, 1).fee)} fee)
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <Field
          id={quantityId}
          label="Quantity"
          error={quantityError}
          hint={`${TICKET_QUANTITY_MIN} to ${TICKET_QUANTITY_MAX} tickets per order · ${formatNumber(available)} left by this site's figures (as published, less tickets bought in this browser; not a live count)`}
        >
          <input
            {...fieldAria(quantityId, quantityError, true)}
            type="number"
            inputMode="numeric"
            min={TICKET_QUANTITY_MIN}
            max={TICKET_QUANTITY_MAX}
            step={1}
            {...register('quantity', { valueAsNumber: true })}
            className="mt-1 block w-28 rounded-lg border border-slate-400 px-3 py-2 text-base aria-[invalid=true]:border-red-700"
          />
        </Field>

        <dl aria-live="polite" className="rounded-xl bg-slate-50 p-4 text-sm">
          {breakdown && parsed.success ? (
            <>
              <div className="flex justify-between">
                <dt>
                  Subtotal ({parsed.data.quantity} x {formatUSD(unitPrice)})
                </dt>
                <dd>{formatUSD(breakdown.subtotal)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>Service fee (8%)</dt>
                <dd>{formatUSD(breakdown.fee)}</dd>
              </div>
              <div className="mt-2 flex justify-between border-t border-slate-300 pt-2 text-base font-extrabold">
                <dt>Total (USD)</dt>
                <dd>{formatUSD(breakdown.total)}</dd>
              </div>
            </>
          ) : (
            <div>
              <dt className="font-semibold">Total</dt>
              <dd>Choose a valid quantity to see your total.</dd>
            </div>
          )}
        </dl>
      </form>

      <PaymentFailureNotice failure={failure} />

      {started ? (
        <p role="alert" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-950">
          {SALES_CLOSED_AT_START}
        </p>
      ) : (
        <div className="mt-4">
          {parsed.success ? null : <p className="mb-2 text-sm text-slate-700">Payment opens once the quantity is valid.</p>}
          <LazyPayPalCheckout snapshot={snapshot} onPaid={onPaid} onFailed={setFailure} recheck={recheck} />
        </div>
      )}
    </Dialog>
  );
}
