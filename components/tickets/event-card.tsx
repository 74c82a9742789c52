import { Img } from '@/components/ui/img';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { DESCRIPTION_CUT } from '@/lib/tickets/constants';
import { truncate } from '@/lib/format/en-us';
import { assetPath } from '@/lib/url/paths';
import type { TicketState } from '@/lib/tickets/availability';
import { formatUSD } from '@/lib/format/en-us';
import { allInPrice } from '@/lib/tickets/pricing';
import { Button } from '@/components/ui/button';
import { AllInPrice } from './all-in-price';
import { AvailabilityBar } from './availability-bar';
import { TicketStatusBadge } from './status-badge';

const CLOSED_LABEL: Record<Exclude<TicketState, 'on-sale'>, string> = { 'sold-out': 'Sold Out', live: 'Live Now', ended: 'Ended' };

/** One event in the grid: badge, details, availability, all-in price and the buy button (only while on sale). */
export function EventCard({
  event,
  available,
  state,
  onBuy,
}: {
  event: TicketEvent;
  available: number;
  state: TicketState;
  onBuy: (event: TicketEvent) => void;
}) {
  return (
    <article
      aria-labelledby={`event-${event.id}-title`}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative">
        <Img src={assetPath(event.image)} alt={event.imageAlt} width={800} height={450} className="aspect-video w-full object-cover" />
        <div className="absolute top-3 left-3">
          <TicketStatusBadge state={state} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm font-semibold text-accent-700">{event.sportName}</p>
        <h3 id={`event-${event.id}-title`} className="text-xl font-bold">
          {event.title}
        </h3>
        <p className="text-sm text-slate-700">
          <time dateTime={event.startsAt}>
            {event.dateLabel} · {event.timeLabel}
          </time>
          <br />
          {event.venue}, {event.city}, {event.region}
        </p>
        <p className="text-sm text-slate-700">{truncate(event.description, DESCRIPTION_CUT)}</p>
        {/* An ended event keeps the bar's room (no layout shift when the page corrects itself), not its figures. */}
        <div className={state === 'ended' ? 'invisible' : undefined}>
          <AvailabilityBar available={available} total={event.totalTickets} published={event.availableTickets} />
        </div>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-2">
          <div>
            <AllInPrice base={event.ticketPrice} prefix="General" className="text-ink" />
            <p className="mt-1 text-sm text-slate-700">
              VIP <strong className="text-ink">{formatUSD(allInPrice(event.vipPrice))}</strong> incl. fees
            </p>
          </div>
          {state !== 'on-sale' ? (
            <Button disabled aria-label={`${CLOSED_LABEL[state]}: ${event.title}`}>
              {CLOSED_LABEL[state]}
            </Button>
          ) : (
            <Button className="js-only" variant="accent" aria-label={`Buy Tickets: ${event.title}`} onClick={() => onBuy(event)}>
              Buy Tickets
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
