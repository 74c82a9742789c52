import { getLiveData } from '@/lib/content/live';
import { getFeaturedTicketEvent, getTicketEvents, getTicketFaq, getTicketSportChips, getTicketTestimonials } from '@/lib/content/tickets';
import { getSite } from '@/lib/content/site';
import { ticketEventsJsonLd } from '@/lib/tickets/json-ld';
import { SITE_URL } from '@/lib/url/site-url';
import { BASE_PATH } from '@/lib/url/paths';
import { JsonLd } from '@/components/seo/json-ld';
import { RouteHeader } from '@/components/layout/route-header';
import { LiveBanner } from '@/components/live/live-banner';
import { TicketBrowser } from './ticket-browser';
import { TicketMarketing } from './ticket-marketing';

/** /buy-tickets: the events as JSON-LD, the ticket browser, the live banner and why buy here. */
export function TicketsPage() {
  const events = getTicketEvents();
  const featured = getFeaturedTicketEvent(events);
  return (
    <>
      <JsonLd data={ticketEventsJsonLd(events, `${SITE_URL}${BASE_PATH}`)} />
      <RouteHeader path="/buy-tickets/" />
      <TicketBrowser events={events} featuredId={featured.id} chips={getTicketSportChips()} />
      <div className="container-page pt-8">
        <LiveBanner endsAt={Date.parse(getLiveData().contest.endsAt)} />
      </div>
      <TicketMarketing testimonials={getTicketTestimonials()} faq={getTicketFaq()} leagueEmail={getSite().contact.email} />
    </>
  );
}
