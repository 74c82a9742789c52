import { formatDate } from '@/lib/format/en-us';
import { isInt, isNonNegative, isString, shape, type Checked } from '@/lib/stores/checks';
import { assetPath } from '@/lib/url/paths';
import { fetchPublished, type Published } from '@/lib/url/published';
import { ticketEventHref } from './links';
import { startInstant, timeLabel } from './event-time';
import { DEFAULT_DURATION_HOURS } from './constants';

/**
 * What a ticket order shows of its event: when (date, time in the venue's zone, length) and where.
 * Written into the order when it is paid, so a ticket reads offline, and published per event at
 * `/buy-tickets/<id>/event.json` so the order list can show an event that moved since. The order
 * pages never load data/tickets.json: a league of 3,000 events would ship every one to every fan.
 */
export const isOrderEvent = shape({
  id: isInt,
  title: isString,
  date: isString,
  time: isString,
  timeZone: isString,
  durationHours: isNonNegative,
  venue: isString,
  streetAddress: isString,
  city: isString,
  region: isString,
  postalCode: isString,
  country: isString,
});
export type OrderEvent = Checked<typeof isOrderEvent>;

/** The order's part of an event record (a TicketEvent has every field; a missing length is 3 hours). */
export function orderEventOf(e: Omit<OrderEvent, 'durationHours'> & { durationHours?: number }): OrderEvent {
  return {
    id: e.id,
    title: e.title,
    date: e.date,
    time: e.time,
    timeZone: e.timeZone,
    durationHours: e.durationHours ?? DEFAULT_DURATION_HOURS,
    venue: e.venue,
    streetAddress: e.streetAddress,
    city: e.city,
    region: e.region,
    postalCode: e.postalCode,
    country: e.country,
  };
}

/** Where the build publishes one event's order details (written by app/buy-tickets/[id]/event.json). */
export function orderEventUrl(id: number): string {
  return assetPath(`${ticketEventHref(id)}event.json`);
}

/** The details as published now, or null when the file is not an event's (checked: it is network input). */
export function parseOrderEvent(body: unknown, id: number): OrderEvent | null {
  return isOrderEvent(body) && body.id === id ? body : null;
}

/** True when the published event's date, time or place differ from what the order kept at purchase. */
export function orderEventMoved(kept: OrderEvent, now: OrderEvent): boolean {
  return kept.date !== now.date || kept.time !== now.time || kept.timeZone !== now.timeZone || eventLocation(kept) !== eventLocation(now);
}

export function eventLocation(e: OrderEvent): string {
  return `${e.venue}, ${e.streetAddress}, ${e.city}, ${e.region} ${e.postalCode}`;
}

export function eventWhen(e: OrderEvent): { dateLabel: string; timeLabel: string; start: number } {
  return { dateLabel: formatDate(e.date), timeLabel: timeLabel(e), start: startInstant(e) };
}

/** What an order card shows of its event: details (or none), whether the event's page exists, and a note. */
export interface OrderEventView {
  event: OrderEvent | null;
  listed: boolean;
  note: string | null;
}

/**
 * The order card's event from what the order kept at purchase (absent on older orders) and what the
 * league publishes now (null while it loads): the published details win, a change is told with what
 * it was, and without an answer the kept details stand.
 */
export function orderEventView(kept: OrderEvent | undefined, published: Published<OrderEvent> | null): OrderEventView {
  if (published?.kind === 'found') {
    const moved = kept && orderEventMoved(kept, published.record);
    return { event: published.record, listed: true, note: moved ? `Changed since you bought these tickets: it was ${whenAndWhere(kept)}.` : null };
  }
  if (published?.kind === 'gone')
    return { event: kept ?? null, listed: false, note: 'This event is no longer on the league’s schedule. Your tickets and receipt stay here.' };
  if (kept) return { event: kept, listed: true, note: null };
  if (published === null) return { event: null, listed: true, note: 'Loading the event’s date and place…' };
  return { event: null, listed: true, note: 'The event’s date and place could not be loaded (no connection?). Your tickets below still work.' };
}

function whenAndWhere(e: OrderEvent): string {
  const { dateLabel, timeLabel } = eventWhen(e);
  return `${dateLabel} · ${timeLabel}, ${eventLocation(e)}`;
}

/** Asks the build for one event's published details; never throws. */
export function fetchOrderEvent(id: number, fetchImpl?: typeof fetch): Promise<Published<OrderEvent>> {
  return fetchPublished(orderEventUrl(id), (body) => parseOrderEvent(body, id), fetchImpl);
}
