import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { PageHeader } from '@/components/ui/page-header';
import { TicketBrowser } from '@/components/tickets/ticket-browser';
import { TicketMarketing } from '@/components/tickets/ticket-marketing';
import { LiveBanner } from '@/components/live/live-banner';
import { getLiveData } from '@/lib/content/live';
import { getFeaturedTicketEvent, getTicketEvents, getTicketFaq, getTicketSportChips, getTicketTestimonials } from '@/lib/content/tickets';
import { ticketEventsJsonLd } from '@/lib/tickets/json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { SITE_URL } from '@/lib/url/site-url';
import { BASE_PATH } from '@/lib/url/paths';
import { getSite } from '@/lib/content/site';

export const metadata: Metadata = pageMetadata({
  title: 'Event Tickets',
  description: "Buy tickets to women's league events in soccer, basketball, tennis, swimming and more, with all-in prices including fees.",
  path: '/buy-tickets/',
  section: 'tickets',
});

export default function BuyTicketsPage() {
  const events = getTicketEvents();
  const featured = getFeaturedTicketEvent(events);
  return (
    <>
      <JsonLd data={ticketEventsJsonLd(events, `${SITE_URL}${BASE_PATH}`)} />
      <PageHeader
        eyebrow="Tickets"
        title="Event Tickets"
        intro="Find league events near you. Every price you see includes the service fee, so the number on the card is what you pay."
      />
      <TicketBrowser events={events} featuredId={featured.id} chips={getTicketSportChips()} />
      <div className="container-page pt-8">
        <LiveBanner endsAt={Date.parse(getLiveData().contest.endsAt)} />
      </div>
      <TicketMarketing testimonials={getTicketTestimonials()} faq={getTicketFaq()} leagueEmail={getSite().contact.email} />
    </>
  );
}
