/** @jest-environment node */
import { getSport } from '@/lib/content/sports';
import {
  buyTicketsHref,
  eventStartIso,
  formatEstTime,
  formatRating,
  highlightsHref,
  recapHref,
  sportEventJsonLd,
  sportMetadata,
  sportTabList,
  teamRecord,
  winPercentage,
} from '@/lib/sports';
import type { Sport } from '@/lib/schemas/sport';
import { withFixtureData } from '../fixtures/data-dir';

/** Figures of particular sports and events come from sample files, not the shipped data/. */
withFixtureData('data-sample');

const text = { heading: 'H', body: 'B' };

describe('sport tab list', () => {
  it('lists only the tabs in the file, in the fixed order, overview first', () => {
    const tabs = { overview: text, tickets: text, athletes: text, teams: text } as Sport['tabs'];
    expect(sportTabList({ tabs }).map((t) => t.id)).toEqual(['overview', 'athletes', 'teams', 'tickets']);
    expect(sportTabList({ tabs }).map((t) => t.label)).toEqual(['Overview', 'Athletes', 'Teams', 'Tickets']);
  });
});

describe('links', () => {
  it('Buy Tickets carries the sport name, Watch Highlights the slug', () => {
    expect(buyTicketsHref('Track and Field')).toBe('/buy-tickets/?sport=Track%20and%20Field');
    expect(highlightsHref('track-field')).toBe('/recap-news/?sport=track-field');
  });
  it('Read More opens the article when the recap names one, else the sport news', () => {
    expect(recapHref('soccer', { articleSlug: 'world-cup-final' })).toBe('/recap-news/world-cup-final/');
    expect(recapHref('soccer', {})).toBe('/recap-news/?sport=soccer');
  });
});

describe('times and figures', () => {
  it('reads event times as EST with the -05:00 offset', () => {
    expect(eventStartIso({ date: '2027-02-20', time: '18:00' })).toBe('2027-02-20T18:00:00-05:00');
  });
  it('formats 24-hour times as 12-hour EST', () => {
    expect(formatEstTime('19:30')).toBe('7:30 PM EST');
    expect(formatEstTime('00:05')).toBe('12:05 AM EST');
    expect(formatEstTime('12:00')).toBe('12:00 PM EST');
  });
  it('shows records, win percentages and ratings out of 10', () => {
    expect(teamRecord({ wins: 11, losses: 1 })).toBe('11-1');
    expect(winPercentage({ wins: 10, losses: 2 })).toBe('83.3%');
    expect(winPercentage({ wins: 0, losses: 0 })).toBe('0%');
    expect(formatRating(9)).toBe('9.0 / 10');
  });
});

describe('SportsEvent JSON-LD', () => {
  it('describes the scheduled event with offset start, address and an all-in offer', () => {
    const ld = sportEventJsonLd(getSport('soccer')!, { siteUrl: 'https://league.example/', organizer: 'WAL' })!;
    expect(ld).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Soccer World Cup',
      startDate: '2027-02-20T18:00:00-05:00',
      location: { '@type': 'Place', name: 'Metro Park Stadium', address: { addressLocality: 'Los Angeles', addressRegion: 'CA', addressCountry: 'US' } },
      offers: { price: '103.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: 'https://league.example/buy-tickets/?sport=Soccer' },
    });
  });
  it('marks a sold-out event and is absent for a sport without an event', () => {
    const soccer = getSport('soccer')!;
    const soldOut: Sport = { ...soccer, tabs: { ...soccer.tabs, schedule: { ...soccer.tabs.schedule!, event: { ...soccer.tabs.schedule!.event!, ticketsAvailable: 0 } } } };
    expect(sportEventJsonLd(soldOut, { siteUrl: 'https://x.example', organizer: 'WAL' })?.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(sportEventJsonLd(getSport('darts')!, { siteUrl: 'https://x.example', organizer: 'WAL' })).toBeNull();
  });
});

describe('metadata', () => {
  it('gives each sport its own title and description', () => {
    const a = sportMetadata(getSport('golf')!);
    const b = sportMetadata(getSport('cricket')!);
    expect(a.title).not.toBe(b.title);
    expect(b.description).toContain('Next: Cricket Championship, Grand Prairie.');
    expect(a.alternates?.canonical).toBe('sports/golf/');
    expect(a.openGraph).toMatchObject({ url: 'sports/golf/', images: [{ url: 'og/sports.jpg', width: 1200, height: 630 }] });
  });
});
