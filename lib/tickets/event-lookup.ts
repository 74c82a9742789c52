import ticketsFile from '@/data/tickets.json';
import { formatDate } from '@/lib/format/en-us';
import { startInstant, timeLabel } from './event-time';

/**
 * The event details an order needs (date, time, venue), read from data/tickets.json in the browser.
 * The file is validated at build time by lib/content/tickets.ts; this light reader adds no validator
 * to the bundle. Used by the order list, which the dashboard renders without passing events in.
 */
export interface OrderEventInfo {
  id: number;
  title: string;
  date: string;
  time: string;
  timeZone: string;
  durationHours: number;
  venue: string;
  streetAddress: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

const events: OrderEventInfo[] = ticketsFile.events.map((e) => ({
  id: e.id,
  title: e.title,
  date: e.date,
  time: e.time,
  timeZone: e.timeZone,
  durationHours: e.durationHours ?? 3,
  venue: e.venue,
  streetAddress: e.streetAddress,
  city: e.city,
  region: e.region,
  postalCode: e.postalCode,
  country: e.country,
}));

export function findOrderEvent(eventId: number): OrderEventInfo | undefined {
  return events.find((e) => e.id === eventId);
}

export function eventLocation(e: OrderEventInfo): string {
  return `${e.venue}, ${e.streetAddress}, ${e.city}, ${e.region} ${e.postalCode}`;
}

export function eventWhen(e: OrderEventInfo): { dateLabel: string; timeLabel: string; start: number } {
  return { dateLabel: formatDate(e.date), timeLabel: timeLabel(e), start: startInstant(e) };
}
