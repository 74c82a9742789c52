import fs from 'node:fs';
import path from 'node:path';
import { getTicketEvents, getFeaturedTicketEvent, getTicketTestimonials } from '@/lib/content/tickets';
import { parseContent } from '@/lib/content/read';
import { ticketsFileSchema } from '@/lib/schemas/ticket-event';
import { fixtureDir, loadFixture } from '../../fixtures/data-dir';

describe('shipped data/tickets.json', () => {
  it('is valid, sorted by id, with a featured event and start instants with an offset', () => {
    const events = getTicketEvents();
    expect(events.length).toBeGreaterThan(0);
    expect(events.map((e) => e.id)).toEqual([...events.map((e) => e.id)].sort((a, b) => a - b));
    expect(events).toContain(getFeaturedTicketEvent(events));
    for (const e of events) expect(e.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  });
});

/** Loader figures on a sample tickets file copied from the shipped content. */
describe('tickets loader on a sample file', () => {
  const events = loadFixture('data-sample', getTicketEvents);

  it('holds the six sample events with their prices and capacities', () => {
    expect(events.map((e) => [e.id, e.sport, e.ticketPrice, e.vipPrice, e.totalTickets])).toEqual([
      [1, 'Multi-Sport', 89, 199, 500],
      [2, 'Basketball', 75, 165, 450],
      [3, 'Soccer', 95, 210, 2000],
      [4, 'Tennis', 65, 145, 300],
      [5, 'Swimming', 55, 125, 600],
      [6, 'Track & Field', 70, 155, 800],
    ]);
    expect(events.every((e) => e.status === 'upcoming')).toBe(true);
    expect(getFeaturedTicketEvent(events).id).toBe(1);
    expect(loadFixture('data-sample', getTicketTestimonials)).toHaveLength(2);
  });

  it('adds the start with its offset and the labels', () => {
    expect(events[0]).toMatchObject({ startsAt: '2026-12-12T18:00:00-06:00', dateLabel: 'December 12, 2026' });
  });

  it('rejects a bad file naming the field', () => {
    const raw = JSON.parse(fs.readFileSync(path.join(fixtureDir('data-sample'), 'tickets.json'), 'utf8'));
    raw.events[1].availableTickets = 9999;
    expect(() => parseContent('data/tickets.json', JSON.stringify(raw), ticketsFileSchema)).toThrow('data/tickets.json: events.1.availableTickets: cannot exceed totalTickets');
    raw.events[1].availableTickets = 5;
    raw.events[2].time = '7pm';
    expect(() => parseContent('data/tickets.json', JSON.stringify(raw), ticketsFileSchema)).toThrow(/events\.2\.time: expected a 24-hour time/);
  });
});
