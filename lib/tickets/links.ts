/**
 * The address of a ticketed event's own page, keyed by its id in data/tickets.json (an id never
 * changes when an editor retitles the event, so shared links and calendar files keep working).
 */
export function ticketEventHref(id: number): string {
  return `/buy-tickets/${id}/`;
}
