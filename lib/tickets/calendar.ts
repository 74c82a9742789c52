import { createEvent, type EventAttributes } from 'ics';
import type { TicketOrder } from '@/lib/schemas/order';
import { TICKET_TYPE_LABEL } from './order';
import { eventLocation, type OrderEventInfo } from './event-lookup';
import { startInstant } from './event-time';

/**
 * An RFC 5545 calendar file for one order, built with the `ics` library: UID (stable per order),
 * DTSTAMP, DTSTART as a UTC date-time (the venue's local start converted with its time zone),
 * DURATION, SUMMARY and LOCATION. Imported lazily: only when "Add to calendar" is pressed.
 */
export function buildOrderIcs(order: TicketOrder, event: OrderEventInfo, now: Date = new Date()): string {
  const seats = `${order.quantity} x ${TICKET_TYPE_LABEL[order.ticketType]}`;
  // `timestamp` (DTSTAMP) is read by ics at run time but missing from its type declarations.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: "-//Women's Athletic League//Tickets//EN",
    uid: `${order.id}@tickets.womens-athletic-league`,
    timestamp: now.getTime(),
    start: startInstant(event),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: event.durationHours },
    title: event.title,
    location: eventLocation(event),
    description: `${seats}. Tickets: ${order.ticketIds.join(', ')}. PayPal order ${order.paypalOrderId}.`,
    status: 'CONFIRMED',
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw new Error(`Could not build the calendar file: ${error?.message ?? 'unknown error'}`);
  return value;
}

/** "womens-league-championship-weekend.ics" */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'event'}.ics`;
}
