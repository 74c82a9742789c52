import { getTicketEvents } from '@/lib/content/tickets';
import { ticketEventDocument, ticketEventJsonLd, ticketEventsJsonLd } from '@/lib/tickets/json-ld';
import { ticketEventHref } from '@/lib/tickets/links';
import { withFixtureData } from '@/__tests__/fixtures/data-dir';
import { at } from '@/lib/must';

/** Figures of particular events come from sample files, not the shipped data/. */
withFixtureData('data-sample');

const SITE = 'https://league.example';
const final = () =>
  at(
    getTicketEvents().filter((e) => e.title === 'Soccer World Cup Final'),
    0,
  );

describe("a ticketed event's page address", () => {
  it('is keyed by the id, so a new title keeps the address', () => {
    expect(ticketEventHref(3)).toBe('/buy-tickets/3/');
    expect(ticketEventHref(42)).toBe('/buy-tickets/42/');
  });
});

describe('SportsEvent JSON-LD of a ticketed event', () => {
  it('names its page as id and url, with offset start, address, performers and all-in offers', () => {
    const ld = ticketEventJsonLd(final(), { siteUrl: `${SITE}/` });
    expect(ld).toMatchObject({
      '@type': 'SportsEvent',
      '@id': `${SITE}/buy-tickets/3/#event`,
      url: `${SITE}/buy-tickets/3/`,
      name: 'Soccer World Cup Final',
      sport: 'Soccer',
      startDate: '2027-02-20T17:00:00-08:00',
      endDate: '2027-02-21T04:00:00.000Z',
      location: { '@type': 'Place', name: 'Metro Park Stadium', address: { addressLocality: 'Los Angeles', addressRegion: 'CA', addressCountry: 'US' } },
      performer: [
        { '@type': 'Person', name: expect.any(String) },
        { '@type': 'Person', name: expect.any(String) },
      ],
    });
    // $95 and $210 plus the service fee: what a fan pays.
    expect(ld.offers).toEqual([
      expect.objectContaining({
        name: 'General Admission',
        price: '103.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${SITE}/buy-tickets/3/`,
      }),
      expect.objectContaining({ name: 'VIP', price: '227.00', availability: 'https://schema.org/InStock' }),
    ]);
    expect(ld).not.toHaveProperty('organizer');
  });

  it('marks a sold-out event on both offers', () => {
    const ld = ticketEventJsonLd({ ...final(), availableTickets: 0 }, { siteUrl: SITE });
    expect((ld.offers as { availability: string }[]).map((o) => o.availability)).toEqual(['https://schema.org/SoldOut', 'https://schema.org/SoldOut']);
  });

  it('is one node per event on the list, and a document of its own with an organizer on the event page', () => {
    const events = getTicketEvents();
    const list = ticketEventsJsonLd(events, SITE);
    expect(list['@context']).toBe('https://schema.org');
    expect(list['@graph'].map((n) => n.url)).toEqual(events.map((e) => `${SITE}/buy-tickets/${e.id}/`));
    expect(ticketEventDocument(final(), { siteUrl: SITE, organizer: 'WAL' })).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      organizer: { '@type': 'SportsOrganization', name: 'WAL', url: `${SITE}/` },
    });
  });
});
