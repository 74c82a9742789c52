'use client';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { canBuy, ticketState, type TicketState } from '@/lib/tickets/availability';
import { useNow } from '@/components/ui/use-now';
import { Button } from '@/components/ui/button';
import { AllInPrice } from './all-in-price';
import { AvailabilityBar } from './availability-bar';
import { TicketStatusBadge } from './status-badge';
import { PurchaseDialogHost, PurchaseStatus } from './purchase-status';
import { useTicketPurchase } from './use-ticket-purchase';
import { useTicketsLeft } from './use-tickets-left';
import { AddEventToCalendar } from './add-event-to-calendar';
import { SALES_CLOSED_AT_START } from '@/lib/tickets/constants';

/** Why an event cannot be bought, in words (the status badge says it in capitals). */
const CLOSED_NOTE: Record<Exclude<TicketState, 'on-sale'>, string> = {
  'sold-out': 'Sold out: every ticket for this event has been sold.',
  live: SALES_CLOSED_AT_START,
  ended: 'This event is over: tickets are no longer sold.',
};

/**
 * An event page's tickets: its state by the visitor's clock and this browser's purchases (the
 * tickets list's rule, lib/tickets/availability), seats left, General and VIP all-in prices, and
 * Buy Tickets opening the list's purchase dialog while on sale; otherwise it says why not.
 * Pre-rendered with the build's clock and the data file's seats.
 */
export function EventTickets({ event }: { event: TicketEvent }) {
  const left = useTicketsLeft();
  const now = useNow();
  const available = left(event);
  const state = ticketState(event, available, now);
  const purchase = useTicketPurchase();

  return (
    <section aria-labelledby="event-tickets" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="event-tickets" className="text-2xl font-extrabold">
          Tickets
        </h2>
        <TicketStatusBadge state={state} />
      </div>
      {state === 'ended' ? null : <AvailabilityBar available={available} total={event.totalTickets} published={event.availableTickets} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <AllInPrice base={event.ticketPrice} prefix="General" className="text-ink" />
        <AllInPrice base={event.vipPrice} prefix="VIP" className="text-ink" />
      </div>
      {canBuy(state) ? (
        <>
          <Button className="js-only self-start" variant="accent" size="lg" aria-label={`Buy Tickets: ${event.title}`} onClick={() => purchase.buy(event)}>
            Buy Tickets
          </Button>
          <noscript>
            <p className="text-slate-700">Buying tickets needs JavaScript.</p>
          </noscript>
        </>
      ) : (
        <p data-sale-closed className="font-semibold text-ink">
          {CLOSED_NOTE[state]}
        </p>
      )}
      {state === 'ended' ? null : <AddEventToCalendar event={event} />}
      <PurchaseStatus purchase={purchase} />
      <PurchaseDialogHost purchase={purchase} available={left} />
    </section>
  );
}
