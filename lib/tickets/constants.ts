/** Tickets: quantity bounds, the card description cut and the purchase message. */
export const TICKET_QUANTITY_MIN = 1;
export const TICKET_QUANTITY_MAX = 8;
export const DESCRIPTION_CUT = 120;
export const TICKET_SUCCESS_MESSAGE = 'Tickets purchased successfully!';

/** Why an event that has started sells no more tickets (its page, and a purchase dialog left open past the start). */
export const SALES_CLOSED_AT_START = 'This event has started: ticket sales have closed.';

/** How long an event lasts when its record leaves it out (data/tickets.json's default). */
export const DEFAULT_DURATION_HOURS = 3;
