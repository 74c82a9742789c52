import { ticketsFileSchema, type FanTestimonial, type TicketEvent, type TicketFaq } from '@/lib/schemas/ticket-event';
import { formatDate } from '@/lib/format';
import { startsAtIso, timeLabel } from '@/lib/tickets/event-time';
import { assertUnique, readContent } from './read';

function readTickets() {
  const file = readContent('tickets.json', ticketsFileSchema);
  assertUnique('data/tickets.json', file.events, (e) => e.id, 'events.id');
  return file;
}

/** The ticketed events of data/tickets.json, validated, sorted by id, with start instants and labels. */
export function getTicketEvents(): TicketEvent[] {
  return [...readTickets().events]
    .sort((a, b) => a.id - b.id)
    .map((e) => ({ ...e, startsAt: startsAtIso(e), dateLabel: formatDate(e.date), timeLabel: timeLabel(e) }));
}

/** The featured event (the first one marked featured, else the first event). */
export function getFeaturedTicketEvent(events: TicketEvent[]): TicketEvent {
  return events.find((e) => e.featured) ?? events[0];
}

export function getTicketTestimonials(): FanTestimonial[] {
  return readTickets().testimonials;
}

export function getTicketFaq(): TicketFaq[] {
  return readTickets().faq;
}
