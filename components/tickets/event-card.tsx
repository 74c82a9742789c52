import type { ReactNode } from 'react';
import { Img } from '@/components/ui/img';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { DESCRIPTION_CUT } from '@/lib/tickets/constants';
import { formatNumber, formatUSD, truncate } from '@/lib/format/en-us';
import { assetPath } from '@/lib/url/paths';
import type { TicketState } from '@/lib/tickets/availability';
import { allInPrice } from '@/lib/tickets/pricing';
import { Button } from '@/components/ui/button';
import { AllInPrice, FeeParts } from './all-in-price';
import { AvailabilityBar } from './availability-bar';
import { TicketStatusBadge } from './status-badge';
import { Facts } from '@/components/ui/facts';
import { PageLink } from '@/components/ui/page-link';
import { ticketEventHref } from '@/lib/tickets/links';

const CLOSED_LABEL: Record<Exclude<TicketState, 'on-sale'>, string> = { 'sold-out': 'Sold Out', live: 'Live Now', ended: 'Ended' };

/**
 * One ticketed event of data/tickets.json. On sale (the tickets page's grid, the default): picture,
 * status badge, details, seats left in this browser, General and VIP all-in prices and the buy button
 * (only while on sale). Summary (a sport page's events tab): details as a list, seats as published,
 * the all-in From price and the way to buy it (`action`).
 */
export type EventCardProps = { event: TicketEvent } & (
  | { variant?: 'on-sale'; available: number; state: TicketState; onBuy: (event: TicketEvent) => void }
  | { variant: 'summary'; /** The way to buy (a link to the tickets page). */ action: ReactNode }
);

/** "Venue, City, Region". */
function Place({ event }: { event: TicketEvent }) {
  return (
    <>
      {event.venue}, {event.city}, {event.region}
    </>
  );
}

/** The title, linking to the event's own page. */
function EventTitleLink({ event }: { event: TicketEvent }) {
  return (
    <PageLink href={ticketEventHref(event.id)} className="underline-offset-4 hover:text-brand-800 hover:underline">
      {event.title}
    </PageLink>
  );
}

/** The start as a <time>, its date and time joined by `joiner`. */
function When({ event, joiner }: { event: TicketEvent; joiner: string }) {
  return (
    <time dateTime={event.startsAt}>
      {event.dateLabel}
      {joiner}
      {event.timeLabel}
    </time>
  );
}

export function EventCard(props: EventCardProps) {
  const { event } = props;
  if (props.variant === 'summary') {
    return (
      <article className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <h3 className="text-xl font-bold text-ink">
            <EventTitleLink event={event} />
          </h3>
          <Facts
            className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2"
            termClassName="font-semibold text-slate-700"
            items={[
              { term: 'Date and time', value: <When event={event} joiner=", " /> },
              { term: 'Venue', value: <Place event={event} /> },
              { term: 'Prize pool', value: formatUSD(event.prizePool) },
              { term: 'Seats', value: `${formatNumber(event.availableTickets)} of ${formatNumber(event.totalTickets)} left when this page was published` },
            ]}
          />
        </div>
        <div className="rounded-xl bg-brand-50 p-4 text-brand-900 md:min-w-56">
          <AllInPrice base={event.ticketPrice} prefix="From" />
          {props.action}
        </div>
      </article>
    );
  }

  const { available, state, onBuy } = props;
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
          <EventTitleLink event={event} />
        </h3>
        <p className="text-sm text-slate-700">
          <When event={event} joiner=" · " />
          <br />
          <Place event={event} />
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
              <FeeParts base={event.vipPrice} />
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
