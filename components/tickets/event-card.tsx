import { Img } from '@/components/ui/img';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { DESCRIPTION_CUT } from '@/lib/constants';
import { truncate } from '@/lib/format';
import { assetPath } from '@/lib/paths';
import { effectiveStatus } from '@/lib/tickets/availability';
import { formatUSD } from '@/lib/format';
import { allInPrice } from '@/lib/pricing';
import { Button } from '@/components/ui/button';
import { AllInPrice } from './all-in-price';
import { AvailabilityBar } from './availability-bar';
import { TicketStatusBadge } from './status-badge';

/** One event in the grid: badge, details, availability, all-in price and the buy button. */
export function EventCard({ event, available, onBuy }: { event: TicketEvent; available: number; onBuy: (event: TicketEvent) => void }) {
  const status = effectiveStatus(event.status, available);
  const soldOut = status === 'sold-out';
  return (
    <article aria-labelledby={`event-${event.id}-title`} className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        <Img src={assetPath(event.image)} alt={event.imageAlt} width={800} height={450} className="aspect-video w-full object-cover" />
        <div className="absolute left-3 top-3">
          <TicketStatusBadge status={status} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm font-semibold text-accent-700">{event.sport}</p>
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
        <AvailabilityBar available={available} total={event.totalTickets} />
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-2">
          <div>
            <AllInPrice base={event.ticketPrice} prefix="General" className="text-ink" />
            <p className="mt-1 text-sm text-slate-700">
              VIP <strong className="text-ink">{formatUSD(allInPrice(event.vipPrice))}</strong> incl. fees
            </p>
          </div>
          {soldOut ? (
            <Button disabled aria-label={`Sold Out: ${event.title}`}>
              Sold Out
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
