/**
 * The address of a ticketed event's own page, keyed by its id in data/tickets.json (an id never
 * changes when an editor retitles the event, so shared links and calendar files keep working).
 */
export function ticketEventHref(id: number): string {
  return `/buy-tickets/${id}/`;
}

/** What the ticket button (a client component) reads of an event. */
export interface TicketLinkEvent {
  /** Its id, for the tickets bought in this browser. */
  id: number;
  title: string;
  startMs: number;
  endMs: number;
  availableTickets: number;
}

/**
 * The part of an event the ticket button ships to the browser: the whole record (description,
 * venue, prices, performers) would travel in every page's payload once per card.
 */
export function ticketLinkEvent({ id, title, startMs, endMs, availableTickets }: TicketLinkEvent): TicketLinkEvent {
  return { id, title, startMs, endMs, availableTickets };
}
