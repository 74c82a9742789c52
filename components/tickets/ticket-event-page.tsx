import { Img } from '@/components/ui/img';
import { INLINE_LINK_CLASS, PageLink } from '@/components/ui/page-link';
import { Facts } from '@/components/ui/facts';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { PageSection } from '@/components/layout/page-section';
import type { TicketEventPageData } from '@/lib/content/tickets';
import { athleteHref } from '@/lib/athletes/links';
import { formatHours, formatUSD } from '@/lib/format/en-us';
import { sportHref } from '@/lib/sports/menu';
import { ticketEventDocument } from '@/lib/tickets/json-ld';
import { ticketEventHref } from '@/lib/tickets/links';
import { assetPath, BASE_PATH } from '@/lib/url/paths';
import { SITE_URL } from '@/lib/url/site-url';
import { EventTickets } from './event-tickets';

/**
 * A ticketed event's own page (/buy-tickets/<id>/): what, when (in the venue's zone) and where, its
 * description, highlights, prize pool and athletes, and its tickets (the list's purchase dialog).
 */
export function TicketEventPage({ data, league }: { data: TicketEventPageData; league: string }) {
  const { event: e, athletes } = data;
  return (
    <>
      <JsonLd data={ticketEventDocument(e, { siteUrl: `${SITE_URL}${BASE_PATH}`, organizer: league })} />
      <Breadcrumbs
        items={[
          { name: 'Event Tickets', href: '/buy-tickets/' },
          { name: e.title, href: ticketEventHref(e.id) },
        ]}
      />
      <div className="container-page flex flex-col gap-10 py-8 sm:py-12">
        <header className="grid grid-cols-1 gap-6 md:grid-cols-2 md:items-center">
          <Img src={assetPath(e.image)} alt={e.imageAlt} width={800} height={450} priority className="aspect-video w-full rounded-2xl object-cover" />
          <div className="flex flex-col gap-3">
            <p>
              <PageLink href={sportHref(e.sport)} className="font-semibold text-accent-700 underline underline-offset-4 hover:text-brand-800">
                {e.sportName}
              </PageLink>
            </p>
            <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-5xl">{e.title}</h1>
            <Facts
              className="mt-2 grid gap-x-6 gap-y-3 sm:grid-cols-2"
              termClassName="text-sm font-semibold text-slate-700"
              valueClassName="text-ink"
              items={[
                {
                  term: 'Date and time',
                  value: (
                    <time dateTime={e.startsAt}>
                      {e.dateLabel}, {e.timeLabel}
                    </time>
                  ),
                },
                { term: 'Duration', value: formatHours(e.durationHours) },
                {
                  term: 'Venue',
                  value: (
                    <address className="not-italic">
                      {e.venue}
                      <br />
                      {e.streetAddress}
                      <br />
                      {e.city}, {e.region} {e.postalCode}, {e.country}
                    </address>
                  ),
                },
                { term: 'Prize pool', value: <strong className="text-xl text-brand-800">{formatUSD(e.prizePool)}</strong>, figure: 'prize-pool' },
              ]}
            />
          </div>
        </header>

        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="flex flex-col gap-10">
            <PageSection id="event-about" title="About this event" headingClassName="mb-3">
              <p className="text-lg text-slate-700">{e.description}</p>
            </PageSection>
            {e.highlights.length ? (
              <PageSection id="event-highlights" title="Highlights" headingClassName="mb-3">
                <ul className="list-disc space-y-1 pl-6 text-slate-700">
                  {e.highlights.map((h) => (
                    <li key={h}>{h}</li>
                  ))}
                </ul>
              </PageSection>
            ) : null}
            {athletes.length ? (
              <PageSection id="event-athletes" title="Athletes taking part" headingClassName="mb-3">
                <ul className="flex flex-wrap gap-x-6 gap-y-2" data-list="event-athletes">
                  {athletes.map((a) => (
                    <li key={a.id}>
                      <PageLink href={athleteHref(a.id)} className={INLINE_LINK_CLASS}>
                        {a.name}
                      </PageLink>
                    </li>
                  ))}
                </ul>
              </PageSection>
            ) : null}
          </div>
          <EventTickets event={e} />
        </div>
      </div>
    </>
  );
}
