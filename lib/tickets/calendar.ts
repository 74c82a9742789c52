import type { TicketOrder } from '@/lib/schemas/order';
import { writeCalendar } from '@/lib/calendar/ics';
import { TICKET_TYPE_LABEL } from './order';
import { eventLocation, type OrderEvent } from './order-event';
import { calendarUid, ticketedEntryId } from '@/lib/schedule/feed-urls';
import { SITE_URL } from '@/lib/url/site-url';

/** A ticketed event's UID in every calendar file of the site: the schedule feeds' (lib/schedule/feed-urls.ts). */
const eventUid = (id: number) => calendarUid(ticketedEntryId(id), SITE_URL);

/**
 * An RFC 5545 calendar file for one order (the site's one iCalendar writer, lib/calendar/ics.ts):
 * the event's UID (the feeds' too: a calendar holding the event updates it), DTSTAMP, DTSTART at the venue's local time in its zone (with a VTIMEZONE),
 * DURATION, SUMMARY, LOCATION, the seats and the event's page. Imported lazily: only when "Add to calendar" is pressed.
 */
export function buildOrderIcs(order: TicketOrder, event: OrderEvent, { url, now = new Date() }: { url: string; now?: Date }): string {
  const seats = `${order.quantity} x ${TICKET_TYPE_LABEL[order.ticketType]}`;
  return writeCalendar({
    prodId: "-//Women's Athletic League//Tickets//EN",
    stamp: now,
    events: [
      {
        uid: eventUid(event.id),
        when: { allDay: false, date: event.date, time: event.time, timeZone: event.timeZone, durationHours: event.durationHours },
        summary: event.title,
        location: eventLocation(event),
        description: `${seats}. Tickets: ${order.ticketIds.join(', ')}. PayPal order ${order.paypalOrderId}.`,
        url,
        status: 'CONFIRMED',
      },
    ],
  });
}

/** What an event's own calendar file needs: its record's time, place and words (a TicketEvent has them). */
export type CalendarEvent = OrderEvent & { description: string };

/**
 * An RFC 5545 calendar file for one ticketed event, from its page's "Add to calendar" (no order yet):
 * the event's UID (the feeds' too: a calendar updates the event when the file is added again), the venue's zone, the
 * event's description and the absolute URL of its page.
 */
export function buildEventIcs(event: CalendarEvent, { url, now = new Date() }: { url: string; now?: Date }): string {
  return writeCalendar({
    prodId: "-//Women's Athletic League//Tickets//EN",
    stamp: now,
    events: [
      {
        uid: eventUid(event.id),
        when: { allDay: false, date: event.date, time: event.time, timeZone: event.timeZone, durationHours: event.durationHours },
        summary: event.title,
        location: eventLocation(event),
        description: event.description,
        url,
        status: 'CONFIRMED',
      },
    ],
  });
}

/** "womens-league-championship-weekend.ics" */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'event'}.ics`;
}
