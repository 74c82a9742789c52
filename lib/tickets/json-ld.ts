import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { allInPrice } from '@/lib/tickets/pricing';
import { TICKET_TYPE_LABEL } from './order';
import { ticketEventHref } from './links';

/**
 * One ticketed event as a schema.org SportsEvent node (no `@context`): the one builder the event's
 * own page, the tickets list and a sport page share. Its `@id`, `url` and offers' `url` are the
 * event's page; prices are all-in (service fee included), in USD. `organizer` is added when given.
 */
export function ticketEventJsonLd(e: TicketEvent, { siteUrl, organizer }: { siteUrl: string; organizer?: string }): Record<string, unknown> {
  const base = siteUrl.replace(/\/$/, '');
  const page = `${base}${ticketEventHref(e.id)}`;
  const soldOut = e.availableTickets <= 0;
  return {
    '@type': 'SportsEvent',
    '@id': `${page}#event`,
    url: page,
    name: e.title,
    description: e.description,
    sport: e.sportName,
    startDate: e.startsAt,
    endDate: new Date(e.endMs).toISOString(),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    image: /^https?:\/\//.test(e.image) ? e.image : `${base}${e.image}`,
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
    ...(organizer ? { organizer: { '@type': 'SportsOrganization', name: organizer, url: `${base}/` } } : {}),
  };
}

/** The tickets list's JSON-LD: every ticketed event, one node each. */
export function ticketEventsJsonLd(events: TicketEvent[], siteUrl: string) {
  return { '@context': 'https://schema.org', '@graph': events.map((e) => ticketEventJsonLd(e, { siteUrl })) };
}

/** One event's JSON-LD document (its own page, a sport page's next event). */
export function ticketEventDocument(e: TicketEvent, opts: { siteUrl: string; organizer?: string }): Record<string, unknown> {
  return { '@context': 'https://schema.org', ...ticketEventJsonLd(e, opts) };
}
