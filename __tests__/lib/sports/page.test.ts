/** @jest-environment node */
import { getSport } from '@/lib/content/sports';
import { getSportTicketEvents, getTicketEvents } from '@/lib/content/tickets';
import {
  buyTicketsHref,
  formatRating,
  sportEventJsonLd,
  sportMetadata,
  nextTicketEvent,
  sportTabList,
  teamRecord,
  upcomingItems,
  winPercentage,
} from '@/lib/sports/page';
import type { Contest } from '@/lib/schemas/contest';
import type { Sport } from '@/lib/schemas/sport';
import { withFixtureData } from '@/__tests__/fixtures/data-dir';
import { at } from '@/lib/must';

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
  it('Buy Tickets carries the sport slug', () => {
    expect(buyTicketsHref('track-field')).toBe('/buy-tickets/?sport=track-field');
  });
});

describe('figures', () => {
  it('shows records, win percentages and ratings out of 10', () => {
    expect(teamRecord({ wins: 11, losses: 1 })).toBe('11-1');
    expect(winPercentage({ wins: 10, losses: 2 })).toBe('83.3%');
    expect(winPercentage({ wins: 0, losses: 0 })).toBe('0%');
    expect(formatRating(9)).toBe('9.0 / 10');
  });
});

describe('next event and the upcoming list, by the clock', () => {
  it('names the first ticketed event not over at the given time', () => {
    const events = getTicketEvents();
    const [first, second] = [at(events, 0), at(events, 1)];
    expect(nextTicketEvent(events, first.startMs - 1)?.id).toBe(first.id);
    expect(nextTicketEvent(events, first.startMs)?.id).toBe(first.id);
    expect(nextTicketEvent(events, first.endMs)?.id).toBe(second.id);
    expect(nextTicketEvent(events, events.at(-1)!.endMs)).toBeUndefined();
  });

  it("merges the sport's ticketed events, contests and other dates, soonest first, leaving out what is over", () => {
    const events = getSportTicketEvents('soccer');
    const contest = { id: 9, title: 'Free Kick Masters', startDate: '2027-02-06', endDate: '2027-02-07', prize: 8000 } as Contest;
    const dates = [
      { name: 'Spring Invitational', date: '2027-04-17', prize: 8000 },
      { name: 'Autumn Cup', date: '2025-10-01', prize: 5000 },
    ];
    const items = upcomingItems({ events, contests: [contest], dates }, Date.parse('2026-11-25T00:00:00Z'));
    expect(items.map((i) => [i.kind, i.name])).toEqual([
      ['contest', 'Free Kick Masters'],
      ['tickets', 'Soccer World Cup Final'],
      ['date', 'Spring Invitational'],
    ]);
    expect(at(items, 0).href).toBe('/join/?contest=9');
    expect(at(items, 1).href).toBe(`/buy-tickets/${at(events, 0).id}/`);
    expect(at(items, 2).href).toBeUndefined();
    const later = upcomingItems({ events, contests: [contest], dates }, Date.parse('2027-02-08T12:00:00Z'));
    expect(later.map((i) => i.name)).toEqual(['Soccer World Cup Final', 'Spring Invitational']);
  });
});

describe('SportsEvent JSON-LD', () => {
  const final = () => at(getSportTicketEvents('soccer'), 0);
  it("is the event's own node (lib/tickets/json-ld.ts) with the league as organizer", () => {
    const ld = sportEventJsonLd(final(), { siteUrl: 'https://league.example/', organizer: 'WAL' })!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Soccer World Cup Final',
      url: `https://league.example/buy-tickets/${final().id}/`,
      organizer: { '@type': 'SportsOrganization', name: 'WAL', url: 'https://league.example/' },
    });
  });
  it('is absent for a sport without an event', () => {
    expect(sportEventJsonLd(undefined, { siteUrl: 'https://x.example', organizer: 'WAL' })).toBeNull();
  });
});

describe('metadata', () => {
  it('gives each sport its own title and description', () => {
    const a = sportMetadata(getSport('golf')!, undefined);
    const b = sportMetadata(getSport('cricket')!, getSportTicketEvents('cricket')[0]);
    expect(a.title).not.toBe(b.title);
    expect(b.description).toContain('Next: Cricket Championship, Grand Prairie.');
    expect(a.alternates?.canonical).toBe('sports/golf/');
    expect(a.openGraph).toMatchObject({ url: 'sports/golf/', images: [{ url: 'og/sports/golf.jpg', width: 1200, height: 630 }] });
    expect(b.openGraph).toMatchObject({ images: [{ url: 'og/sports/cricket.jpg' }] });
    // A sport file with its own picture keeps the section's social image.
    expect(sportMetadata({ ...getSport('golf')!, image: 'https://example.org/golf.jpg' }, undefined).openGraph).toMatchObject({
      images: [{ url: 'og/sports.jpg' }],
    });
  });
});
