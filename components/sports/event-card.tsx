import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { formatNumber, formatUSD } from '@/lib/format/en-us';
import { AllInPrice } from '@/components/tickets/all-in-price';
import { TicketLink } from '@/components/tickets/ticket-link';

/**
 * One ticketed event of data/tickets.json on a sport page: date and local time, venue, prize, seats
 * as the data gives them, the all-in From price and the way to buy (while it is on sale).
 */
export function EventCard({ event, ticketsHref, cta, headingLevel = 3 }: { event: TicketEvent; ticketsHref: string; cta: string; headingLevel?: 3 | 4 }) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-[1fr_auto] md:items-center">
      <div>
        <H className="text-xl font-bold text-ink">{event.title}</H>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-700">Date and time</dt>
            <dd>
              <time dateTime={event.startsAt}>
                {event.dateLabel}, {event.timeLabel}
              </time>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">Venue</dt>
            <dd>
              {event.venue}, {event.city}, {event.region}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">Prize pool</dt>
            <dd>{formatUSD(event.prizePool)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">Seats</dt>
            <dd>
              {formatNumber(event.availableTickets)} of {formatNumber(event.totalTickets)} left when this page was published
            </dd>
          </div>
        </dl>
      </div>
      <div className="rounded-xl bg-brand-50 p-4 text-brand-900 md:min-w-56">
        <AllInPrice base={event.ticketPrice} prefix="From" />
        <TicketLink event={event} href={ticketsHref} label={cta} className="mt-3" />
      </div>
    </article>
  );
}
