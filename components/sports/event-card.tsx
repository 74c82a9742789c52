import type { ScheduledEvent } from '@/lib/schemas/sport-tabs';
import { formatDate, formatNumber, formatUSD } from '@/lib/format';
import { formatEstTime } from '@/lib/sports';
import { AllInPrice } from '@/components/tickets/all-in-price';
import { ButtonLink } from '@/components/ui/button';

/** One scheduled event: date and time EST, venue, prize, tickets left, all-in From price, a ticket link. */
export function EventCard({ event, ticketsHref, cta, headingLevel = 3 }: { event: ScheduledEvent; ticketsHref: string; cta: string; headingLevel?: 3 | 4 }) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-[1fr_auto] md:items-center">
      <div>
        <H className="text-xl font-bold text-ink">{event.name}</H>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-700">Date and time</dt>
            <dd>
              <time dateTime={`${event.date}T${event.time}-05:00`}>
                {formatDate(event.date)}, {formatEstTime(event.time)}
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
            <dd>{formatUSD(event.prize)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">Tickets available</dt>
            <dd>{formatNumber(event.ticketsAvailable)}</dd>
          </div>
        </dl>
      </div>
      <div className="rounded-xl bg-brand-50 p-4 text-brand-900 md:min-w-56">
        <AllInPrice base={event.priceFrom} prefix="From" />
        <ButtonLink href={ticketsHref} className="mt-3 w-full" aria-label={`${cta}: ${event.name}`}>
          {cta}
        </ButtonLink>
      </div>
    </article>
  );
}
