import { buildEventIcs, buildOrderIcs, icsFileName } from '@/lib/tickets/calendar';
import { calendarUid, ticketedEntryId } from '@/lib/schedule/feed-urls';
import { SITE_URL } from '@/lib/url/site-url';
import { orderEventOf } from '@/lib/tickets/order-event';
import fixtureTickets from '../../fixtures/data-sample/tickets.json';
import { eventWindow, startsAtIso, timeLabel } from '@/lib/tickets/event-time';
import { DEFAULT_DURATION_HOURS } from '@/lib/tickets/constants';
import { ticketEventSchema } from '@/lib/schemas/ticket-event';
import type { TicketOrder } from '@/lib/schemas/order';

// Events of the fixture (__tests__/fixtures/data-sample/tickets.json), not of data/.
const fixtureEvent = (id: number) => orderEventOf(fixtureTickets.events.find((e) => e.id === id)!);

const order: TicketOrder = {
  kind: 'ticket',
  id: 'ticket-PP123',
  paypalOrderId: 'PP123',
  userId: null,
  eventId: 3,
  eventTitle: 'Soccer World Cup Final',
  ticketType: 'vip',
  quantity: 2,
  unitPrice: 165,
  fee: 26,
  total: 356,
  ticketIds: ['TKT3_A', 'TKT3_B'],
  createdAt: '2026-11-21T10:00:00.000Z',
};

describe('event times', () => {
  it('gives the local start with its UTC offset, across daylight saving', () => {
    expect(startsAtIso({ date: '2027-01-16', time: '19:30', timeZone: 'America/Chicago' })).toBe('2027-01-16T19:30:00-06:00');
    expect(startsAtIso({ date: '2027-04-10', time: '10:00', timeZone: 'America/New_York' })).toBe('2027-04-10T10:00:00-04:00');
    expect(timeLabel({ date: '2027-02-20', time: '17:00', timeZone: 'America/Los_Angeles' })).toMatch(/^5:00\sPM PST$/);
  });

  it('an event ends its hours after its start, 3 when its record leaves them out, as data/tickets.json reads', () => {
    const start = { date: '2027-01-16', time: '19:30', timeZone: 'America/Chicago' };
    expect(eventWindow({ ...start, durationHours: 2 })).toEqual({ startMs: Date.UTC(2027, 0, 17, 1, 30), endMs: Date.UTC(2027, 0, 17, 3, 30) });
    expect(eventWindow(start).endMs).toBe(Date.UTC(2027, 0, 17, 4, 30));
    expect(DEFAULT_DURATION_HOURS).toBe(3);
    const { durationHours, ...record } = fixtureTickets.events[0]!;
    expect(durationHours).toBeDefined();
    expect(ticketEventSchema.parse(record).durationHours).toBe(DEFAULT_DURATION_HOURS);
  });
});

describe('Add to calendar file', () => {
  const event = fixtureEvent(3);
  const ics = buildOrderIcs(order, event, { url: 'https://league.example/buy-tickets/3/', now: new Date('2026-11-21T12:00:00Z') }).replace(/\r\n[ \t]/g, '');
  const lines = ics.split('\r\n');

  it('is an RFC 5545 calendar with CRLF lines and one event', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });

  it('has a stable UID, DTSTAMP, a zoned DTSTART, SUMMARY and LOCATION', () => {
    // The event's UID, as the schedule feeds give it (its host from SITE_URL, localhost here): one event in a calendar, not two.
    expect(lines).toContain(`UID:${calendarUid(ticketedEntryId(event.id), SITE_URL)}`);
    expect(lines).toContain('UID:ticketed-3@localhost');
    expect(lines).toContain('URL:https://league.example/buy-tickets/3/');
    expect(lines).toContain('DTSTAMP:20261121T120000Z');
    // 5:00 PM at the Los Angeles venue, in the venue's zone, which the file defines.
    expect(lines).toContain('DTSTART;TZID=America/Los_Angeles:20270220T170000');
    expect(lines).toContain('TZID:America/Los_Angeles');
    expect(lines).toContain('DURATION:PT3H');
    expect(lines).toContain('SUMMARY:Soccer World Cup Final');
    // A line longer than 75 octets is folded (RFC 5545 3.1): unfolded, it is the one location.
    expect(ics.replace(/\r\n[ \t]/g, '').split('\r\n')).toContain('LOCATION:Metro Park Stadium\\, 3900 Exposition Boulevard\\, Los Angeles\\, CA 90037');
  });

  it('names the file after the event', () => {
    expect(icsFileName('Track & Field Grand Prix')).toBe('track-field-grand-prix.ics');
    expect(icsFileName('!!!')).toBe('event.ics');
  });
});

describe("an event page's Add to calendar file", () => {
  const event = { ...fixtureEvent(3), description: 'The final, under the lights; bring a scarf.' };
  const ics = buildEventIcs(event, { url: 'https://league.example/buy-tickets/3/', now: new Date('2026-11-21T12:00:00Z') }).replace(/\r\n[ \t]/g, '');
  const lines = ics.split('\r\n');

  it("is one event, stable per event, at the venue's time, with its description and page", () => {
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('UID:ticketed-3@localhost');
    expect(lines).toContain('DTSTART;TZID=America/Los_Angeles:20270220T170000');
    expect(lines).toContain('SUMMARY:Soccer World Cup Final');
    expect(lines).toContain('DESCRIPTION:The final\\, under the lights\\; bring a scarf.');
    expect(lines).toContain('URL:https://league.example/buy-tickets/3/');
  });
});
