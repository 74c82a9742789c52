import { routeMetadata } from '@/lib/content/page-routes';
import { getFeaturedTicketEvent, getTicketEvents, getTicketFaq, getTicketSportChips, getTicketTestimonials } from '@/lib/content/tickets';
import { getLiveData } from '@/lib/content/live';
import { getSite } from '@/lib/content/site';
import { TicketsPage } from '@/components/tickets/tickets-page';

export const metadata = routeMetadata('/buy-tickets/');

export default function BuyTicketsRoute() {
  const events = getTicketEvents();
  return (
    <TicketsPage
      events={events}
      featuredId={getFeaturedTicketEvent(events).id}
      chips={getTicketSportChips()}
      testimonials={getTicketTestimonials()}
      faq={getTicketFaq()}
      leagueEmail={getSite().contact.email}
      liveEndsAt={Date.parse(getLiveData().contest.endsAt)}
    />
  );
}
