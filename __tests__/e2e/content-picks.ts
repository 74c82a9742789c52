import { getTicketEvents } from '../../lib/content/tickets';
import { PAGED_LIST_RECORDS } from '../../lib/content/paged-lists';
import { PAGE_SIZE, pageHref, pageOfIndex } from '../../lib/paging/paging';
import { getProducts } from '../../lib/content/products';
import { ticketState } from '../../lib/tickets/availability';
import { FREE_SHIPPING_THRESHOLD } from '../../lib/shop/constants';
import { canAddToCart } from '../../lib/shop/cart';
import type { Product } from '../../lib/schemas/product';
import type { TicketEvent } from '../../lib/schemas/ticket-event';

/**
 * Records the browser tests act on, chosen by what they are (on sale, with sizes, under the
 * free-shipping threshold), never by name, so the tests hold for whatever data/ holds. A pick that
 * the data cannot satisfy stops the test with an error saying what was looked for.
 */

/** Every ticketed event of data/tickets.json, as the tickets page gets them (soonest first). */
export const TICKET_EVENTS: readonly TicketEvent[] = getTicketEvents();

/** Every product of data/products.json, in the shop's order. */
export const PRODUCTS: readonly Product[] = getProducts();

/** How long a test may run: an event picked as on sale must still be on sale this long from now. */
const TEST_MARGIN_MS = 60 * 60_000;

function pick<T>(list: readonly T[], what: string, test: (item: T) => boolean): T {
  const found = list.find(test);
  if (found === undefined) throw new Error(`no ${what} in data/ for this browser test`);
  return found;
}

/** One event's title names it alone (a locator by title finds that event's card and no other). */
const titleIsUnique = (e: TicketEvent) => TICKET_EVENTS.filter((o) => o.title === e.title).length === 1;

/**
 * The events a fan can buy now and for the next hour by the real clock (not started, seats left in
 * the data file: the same rule as the tickets page, lib/tickets/availability `ticketState`), with at
 * least `minSeats` seats left, soonest first.
 */
export function eventsOnSale(minSeats = 1, now = Date.now()): TicketEvent[] {
  return TICKET_EVENTS.filter(
    (e) => titleIsUnique(e) && e.availableTickets >= minSeats && ticketState(e, e.availableTickets, now + TEST_MARGIN_MS) === 'on-sale',
  );
}

/** The first event on sale with at least `minSeats` seats left. */
export function eventOnSale(minSeats = 1): TicketEvent {
  return pick(eventsOnSale(minSeats), `ticketed event on sale with at least ${minSeats} seats left`, () => true);
}

/** The page of /buy-tickets/ whose list holds `event` (the list's own order and page size). */
export function ticketListHref(event: Pick<TicketEvent, 'id'>): string {
  const index = PAGED_LIST_RECORDS['/buy-tickets/']().findIndex((e) => e.id === event.id);
  if (index < 0) throw new Error(`ticketed event ${event.id} is on no page of /buy-tickets/`);
  return pageHref('/buy-tickets/', pageOfIndex(index, PAGE_SIZE['/buy-tickets/']));
}

/** One product's name names it alone. */
const nameIsUnique = (p: Product) => PRODUCTS.filter((o) => o.name === p.name).length === 1;
const buyable = (p: Product) => canAddToCart(p) && nameIsUnique(p);

/** A product in stock with at least two sizes and two colours (a test can choose other than the first of each). */
export function productWithChoices(): Product {
  return pick(PRODUCTS, 'product in stock with two sizes and two colours', (p) => buyable(p) && p.sizes.length >= 2 && p.colors.length >= 2);
}

/** A product in stock that costs less than the free-shipping threshold, other than `except`. */
export function productUnderFreeShipping(except?: Product): Product {
  return pick(
    PRODUCTS,
    `product in stock under ${FREE_SHIPPING_THRESHOLD} dollars`,
    (p) => buyable(p) && p.id !== except?.id && p.price < FREE_SHIPPING_THRESHOLD,
  );
}

/** The size and colour a product's pickers show first (what Add to Cart records untouched). */
export function firstChoices(p: Product): { size: string | null; color: string | null } {
  return { size: p.sizes[0] ?? null, color: p.colors[0] ?? null };
}

/** Text as a RegExp matching it literally. */
export function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** "1 item", "3 items": the cart's count. */
export const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

/** "1 product", "12 products": the shop's count. */
export const productCount = (n: number) => `${n} product${n === 1 ? '' : 's'}`;
