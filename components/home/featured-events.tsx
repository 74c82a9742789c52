import { Img } from '@/components/ui/img';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { formatUSD } from '@/lib/format/en-us';
import { assetPath } from '@/lib/url/paths';
import { ticketEventHref, ticketLinkEvent } from '@/lib/tickets/links';
import { PageLink } from '@/components/ui/page-link';
import { AllInPrice } from '@/components/tickets/all-in-price';
import { TicketLink } from '@/components/tickets/ticket-link';
import { SectionHeading } from './section-heading';

/** Three ticketed events of data/tickets.json, as the records say; Get Tickets only while on sale. */
export function FeaturedEvents({ events }: { events: TicketEvent[] }) {
  return (
    <section
      aria-labelledby="featured-events"
      className="render-when-near container-page py-16 [--near-height:1830px] md:[--near-height:760px] lg:[--near-height:780px]"
    >
      <SectionHeading id="featured-events" title="Featured Events" intro="Championship competition with real prize money. Every ticket price includes fees." />
      <ul className="grid gap-6 md:grid-cols-3">
        {events.map((e) => (
          <li key={e.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <Img src={assetPath(e.image)} alt={e.imageAlt} width={800} height={450} className="aspect-video w-full object-cover" />
            <div className="flex flex-1 flex-col gap-3 p-5">
              <p className="text-sm font-semibold text-accent-700">{e.sportName}</p>
              <h3 className="text-xl font-bold">
                <PageLink href={ticketEventHref(e.id)} className="underline-offset-4 hover:text-brand-800 hover:underline">
                  {e.title}
                </PageLink>
              </h3>
              <p className="text-sm text-slate-700">
                <time dateTime={e.startsAt}>{e.dateLabel}</time> · {e.venue}, {e.city}, {e.region}
              </p>
              <p className="text-sm">
                Prize pool <strong className="text-brand-800">{formatUSD(e.prizePool)}</strong>
              </p>
              <AllInPrice base={e.ticketPrice} prefix="From" className="text-ink" />
              <TicketLink event={ticketLinkEvent(e)} href={ticketEventHref(e.id)} label="Get Tickets" className="mt-auto" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
