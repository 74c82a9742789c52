'use client';
import dynamic from 'next/dynamic';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import type { TicketOrder } from '@/lib/schemas/order';
import { ticketPurchaseSchema, type TicketPurchaseSchema } from '@/lib/schemas/ticket-purchase';
import { PAYMENT_FAILED_MESSAGE, TICKET_QUANTITY_MAX, TICKET_QUANTITY_MIN } from '@/lib/constants';
import { priceBreakdown } from '@/lib/pricing';
import { formatNumber, formatUSD } from '@/lib/format';
import { buildTicketOrder, purchaseDescription, TICKET_TYPE_LABEL, unitPriceFor } from '@/lib/tickets/order';
import { useOrdersStore } from '@/lib/stores/orders-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { useTicketInventoryStore } from '@/lib/stores/ticket-inventory-store';
import { Dialog } from '@/components/ui/dialog';

const PayPalCheckout = dynamic(() => import('@/components/payments/paypal-checkout').then((m) => m.PayPalCheckout), {
  ssr: false,
  loading: () => (
    <p role="status" className="py-3 text-sm text-slate-700">
      Loading PayPal…
    </p>
  ),
});

/**
 * The purchase dialog (spec §4, decisions §4): ticket type, quantity 1-8, live subtotal / fee / total,
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
  onPurchased: (order: TicketOrder) => void;
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
  const [failed, setFailed] = useState(false);
  const ids = { quantity: useId(), quantityHelp: useId(), quantityError: useId() };

  const ticketType = values.ticketType === 'vip' ? 'vip' : 'general';
  const unitPrice = unitPriceFor(event, ticketType);
  const breakdown = parsed.success ? priceBreakdown(unitPrice, parsed.data.quantity) : null;

  const onApproved = (paypalOrderId: string) => {
    if (!parsed.success) return;
    const { quantity } = parsed.data;
    const order = buildTicketOrder({ paypalOrderId, userId: useSessionStore.getState().userId, event, ticketType: parsed.data.ticketType, quantity });
    const orders = useOrdersStore.getState();
    if (orders.orders.some((o) => o.id === order.id)) return; // this payment is already recorded
    orders.addOrder(order);
    useTicketInventoryStore.getState().purchase(event.id, quantity, event.availableTickets);
    onPurchased(order);
  };

  return (
    <Dialog open onOpenChange={onOpenChange} title={`Buy tickets: ${event.title}`} description={`${event.dateLabel} · ${event.timeLabel} · ${event.venue}, ${event.city}`}>
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

        <div>
          <label htmlFor={ids.quantity} className="mb-1 block font-semibold">
            Quantity
          </label>
          <input
            id={ids.quantity}
            type="number"
            inputMode="numeric"
            min={TICKET_QUANTITY_MIN}
            max={TICKET_QUANTITY_MAX}
            step={1}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={`${ids.quantityHelp}${errors.quantity ? ` ${ids.quantityError}` : ''}`}
            {...register('quantity', { valueAsNumber: true })}
            className="w-28 rounded-lg border border-slate-400 px-3 py-2 text-base"
          />
          <p id={ids.quantityHelp} className="mt-1 text-sm text-slate-700">
            {TICKET_QUANTITY_MIN} to {TICKET_QUANTITY_MAX} tickets per order · {formatNumber(available)} left
          </p>
          {errors.quantity ? (
            <p id={ids.quantityError} role="alert" className="mt-1 text-sm font-semibold text-red-700">
              {errors.quantity.message}
            </p>
          ) : null}
        </div>

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

      {failed ? (
        <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 font-semibold text-red-900">
          {PAYMENT_FAILED_MESSAGE}
        </p>
      ) : null}

      <div className="mt-4">
        {parsed.success ? null : <p className="mb-2 text-sm text-slate-700">Payment opens once the quantity is valid.</p>}
        <PayPalCheckout
          description={purchaseDescription(event.title, ticketType, parsed.success ? parsed.data.quantity : 1)}
          amount={breakdown?.total ?? unitPrice}
          disabled={!parsed.success}
          onApproved={(id) => {
            setFailed(false);
            onApproved(id);
          }}
          onFailed={() => setFailed(true)}
        />
      </div>
    </Dialog>
  );
}
