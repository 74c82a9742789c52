import fs from 'node:fs';
import path from 'node:path';
import { getTicketEvents, getFeaturedTicketEvent, getTicketTestimonials } from '@/lib/content/tickets';
import { parseContent } from '@/lib/content/read';
import { ticketsFileSchema } from '@/lib/schemas/ticket-event';

describe('data/tickets.json', () => {
  const events = getTicketEvents();

  it('holds the six sample events of the spec with their prices and capacities', () => {
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
    expect(getTicketTestimonials()).toHaveLength(2);
  });

  it('adds the start with its offset and the labels', () => {
    expect(events[0]).toMatchObject({ startsAt: '2026-12-12T18:00:00-06:00', dateLabel: 'December 12, 2026' });
  });

  it('rejects a bad file naming the field', () => {
    const raw = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data', 'tickets.json'), 'utf8'));
    raw.events[1].availableTickets = 9999;
    expect(() => parseContent('data/tickets.json', JSON.stringify(raw), ticketsFileSchema)).toThrow('data/tickets.json: events.1.availableTickets: cannot exceed totalTickets');
    raw.events[1].availableTickets = 5;
    raw.events[2].time = '7pm';
    expect(() => parseContent('data/tickets.json', JSON.stringify(raw), ticketsFileSchema)).toThrow(/events\.2\.time: expected a 24-hour time/);
  });
});
