import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { allInPrice } from '@/lib/tickets/pricing';
import { TICKET_TYPE_LABEL } from './order';

/** schema.org SportsEvent items for the ticketed events (prices all-in, in USD). */
export function ticketEventsJsonLd(events: TicketEvent[], siteUrl: string) {
  const page = `${siteUrl}/buy-tickets/`;
  return {
    '@context': 'https://schema.org',
    '@graph': events.map((e) => {
      const soldOut = e.availableTickets <= 0;
      const end = new Date(e.endMs).toISOString();
      return {
        '@type': 'SportsEvent',
        '@id': `${page}#event-${e.id}`,
        name: e.title,
        description: e.description,
        sport: e.sportName,
        startDate: e.startsAt,
        endDate: end,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        image: /^https?:\/\//.test(e.image) ? e.image : `${siteUrl}${e.image}`,
        location: {
          '@type': 'Place',
          name: e.venue,
          address: {
            '@type': 'PostalAddress',
            streetAddress: e.streetAddress,
            addressLocality: e.city,
            addressRegion: e.region,
            postalCode: e.postalCode,
            addressCountry: e.country,
          },
        },
        offers: (['general', 'vip'] as const).map((type) => ({
          '@type': 'Offer',
          name: TICKET_TYPE_LABEL[type],
          price: allInPrice(type === 'vip' ? e.vipPrice : e.ticketPrice).toFixed(2),
          priceCurrency: 'USD',
          availability: soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          url: page,
        })),
        performer: e.performers.map((name) => ({ '@type': 'Person', name })),
      };
    }),
  };
}
