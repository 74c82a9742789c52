import type { ComponentProps } from 'react';
import { ticketEventsJsonLd } from '@/lib/tickets/json-ld';
import { SITE_URL } from '@/lib/url/site-url';
import { BASE_PATH } from '@/lib/url/paths';
import { JsonLd } from '@/components/seo/json-ld';
import { RouteHeader } from '@/components/layout/route-header';
import { LiveBanner } from '@/components/live/live-banner';
import { TicketBrowser } from './ticket-browser';
import { TicketMarketing } from './ticket-marketing';

/** /buy-tickets: the events as JSON-LD, the ticket browser, the live banner and why buy here. */
export function TicketsPage({
  events,
  featuredId,
  chips,
  testimonials,
  faq,
  leagueEmail,
  liveEndsAt,
}: ComponentProps<typeof TicketBrowser> & ComponentProps<typeof TicketMarketing> & { liveEndsAt: number }) {
  return (
    <>
      <JsonLd data={ticketEventsJsonLd(events, `${SITE_URL}${BASE_PATH}`)} />
      <RouteHeader path="/buy-tickets/" />
      <TicketBrowser events={events} featuredId={featuredId} chips={chips} />
      <div className="container-page pt-8">
        <LiveBanner endsAt={liveEndsAt} />
      </div>
      <TicketMarketing testimonials={testimonials} faq={faq} leagueEmail={leagueEmail} />
    </>
  );
}
