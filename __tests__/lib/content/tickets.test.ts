import fs from 'node:fs';
import path from 'node:path';
import {
  getTicketEvents,
  getFeaturedTicketEvent,
  getTicketEventPageData,
  getTicketEventPageIds,
  getTicketSportChips,
  getTicketTestimonials,
} from '@/lib/content/tickets';
import { ticketEventMetadata } from '@/lib/content/page-routes';
import { parseContent } from '@/lib/content/read';
import { ticketsFileSchema } from '@/lib/schemas/ticket-event';
import { copyFixtureWith, fixtureDir, loadFixture, loadFixtureDir } from '../../fixtures/data-dir';

describe('shipped data/tickets.json', () => {
  it('is valid, soonest first, with a featured event and start instants with an offset', () => {
    const events = getTicketEvents();
    expect(events.length).toBeGreaterThan(0);
    expect(events.map((e) => e.startMs)).toEqual([...events.map((e) => e.startMs)].sort((a, b) => a - b));
    expect(events).toContain(getFeaturedTicketEvent(events));
    for (const e of events) expect(e.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  });
});

/** Loader figures on a sample tickets file copied from the shipped content. */
describe('tickets loader on a sample file', () => {
  const events = loadFixture('data-sample', getTicketEvents);

  it('holds the sample events, soonest first, with their sports named and prices', () => {
    expect(events.map((e) => [e.id, e.sport, e.sportName, e.ticketPrice, e.vipPrice, e.totalTickets])).toEqual([
      [4, 'golf', 'Golf', 65, 145, 300],
      [3, 'soccer', 'Soccer', 95, 210, 2000],
      [7, 'cricket', 'Cricket', 75, 165, 1200],
    ]);
    expect(getFeaturedTicketEvent(events).id).toBe(4);
    expect(loadFixture('data-sample', getTicketTestimonials)).toHaveLength(2);
    expect(loadFixture('data-sample', getTicketSportChips)).toEqual([
      { slug: 'soccer', name: 'Soccer' },
      { slug: 'cricket', name: 'Cricket' },
      { slug: 'golf', name: 'Golf' },
    ]);
  });

  it('adds the start with its offset, the end after the duration, and the labels', () => {
    const final = events.find((e) => e.id === 3)!;
    expect(final).toMatchObject({ startsAt: '2027-02-20T17:00:00-08:00', dateLabel: 'February 20, 2027' });
    expect(final.startMs).toBe(Date.parse('2027-02-20T17:00:00-08:00'));
    expect(final.endMs - final.startMs).toBe(final.durationHours * 3_600_000);
  });

  it('gives every event a page by its id, with its athletes by id and name, and none for an unknown id', () => {
    expect(loadFixture('data-sample', getTicketEventPageIds)).toEqual(['3', '4', '7']);
    const page = loadFixture('data-sample', () => getTicketEventPageData('3'))!;
    expect(page.event.title).toBe('Soccer World Cup Final');
    expect(page.athletes.map((a) => a.id)).toEqual(['sofia-martinez', 'lena-park']);
    expect(page.athletes.map((a) => a.name)).toEqual(page.event.performers);
    expect(loadFixture('data-sample', () => getTicketEventPageData('99'))).toBeUndefined();
    expect(loadFixture('data-sample', () => getTicketEventPageData('3.0'))).toBeUndefined();
  });

  it("titles an event's page with the event and describes when and where", () => {
    const meta = ticketEventMetadata(events.find((e) => e.id === 3)!);
    expect(meta.title).toBe('Soccer World Cup Final: Tickets');
    expect(meta.description).toMatch(/^Soccer, February 20, 2027 at Metro Park Stadium, Los Angeles, CA\. /);
    expect(meta.alternates?.canonical).toBe('buy-tickets/3/');
  });

  it('refuses an event whose sport is not a file in data/sports, naming the file and field', () => {
    const dir = copyFixtureWith('data-sample', 'tickets.json', (raw) => (raw.events[1].sport = 'golfing'));
    expect(() => loadFixtureDir(dir, getTicketEvents)).toThrow(
      'data/tickets.json: events.1.sport: unknown sport "golfing" (expected the name of a file in data/sports)',
    );
  });

  it('rejects a bad file naming the field', () => {
    const raw = JSON.parse(fs.readFileSync(path.join(fixtureDir('data-sample'), 'tickets.json'), 'utf8'));
    raw.events[1].availableTickets = 9999;
    expect(() => parseContent('data/tickets.json', JSON.stringify(raw), ticketsFileSchema)).toThrow(
      'data/tickets.json: events.1.availableTickets: cannot exceed totalTickets',
    );
    raw.events[1].availableTickets = 5;
    raw.events[2].time = '7pm';
    expect(() => parseContent('data/tickets.json', JSON.stringify(raw), ticketsFileSchema)).toThrow(/events\.2\.time: expected a 24-hour time/);
    raw.events[2].time = '19:00';
    raw.events[0].vipPrice = raw.events[0].ticketPrice - 1;
    expect(() => parseContent('data/tickets.json', JSON.stringify(raw), ticketsFileSchema)).toThrow(
      'data/tickets.json: events.0.vipPrice: cannot be below ticketPrice (VIP is the dearer ticket)',
    );
    raw.events[0].vipPrice = raw.events[0].ticketPrice;
    expect(() => parseContent('data/tickets.json', JSON.stringify(raw), ticketsFileSchema)).not.toThrow();
  });

  it('refuses an athlete listed twice on one event, naming both places', () => {
    const dir = copyFixtureWith('data-sample', 'tickets.json', (raw) => {
      const athletes = raw.events[0].athletes;
      athletes.push(athletes[0]);
    });
    expect(() => loadFixtureDir(dir, getTicketEvents)).toThrow(
      /data\/tickets\.json: events\.0\.athletes\.\d+: athlete "[^"]+" is listed twice, at events\.0\.athletes\.0 and events\.0\.athletes\.\d+ \(remove one\)/,
    );
  });
});
