// Stored in the browser and read on every page that shows orders: checked by hand (lib/stores/checks)
// so those pages carry no validator library.
import { anyOf, arrayOf, isInt, isNonEmptyString, isNonNegative, isPositiveInt, isString, literal, nullable, oneOf, shape, type Checked } from '@/lib/stores/checks';

export const TICKET_TYPES = ['general', 'vip'] as const;
export const isTicketType = oneOf(TICKET_TYPES);
export type TicketType = Checked<typeof isTicketType>;

/** A captured ticket purchase (decisions §4). One ticket id per seat, for the QR codes. */
export const isTicketOrder = shape({
  kind: literal('ticket'),
  id: isNonEmptyString,
  paypalOrderId: isNonEmptyString,
  userId: nullable(isString),
  eventId: isInt,
  eventTitle: isString,
  ticketType: isTicketType,
  quantity: isPositiveInt,
  unitPrice: isNonNegative,
  fee: isNonNegative,
  total: isNonNegative,
  ticketIds: arrayOf(isString),
  createdAt: isString,
});

export const isShopOrderLine = shape({
  productId: isInt,
  name: isString,
  price: isNonNegative,
  quantity: isPositiveInt,
  size: nullable(isString),
  color: nullable(isString),
});

/** A shop checkout (decisions §5). */
export const isShopOrder = shape({
  kind: literal('shop'),
  id: isNonEmptyString,
  userId: nullable(isString),
  lines: arrayOf(isShopOrderLine, { min: 1 }),
  total: isNonNegative,
  createdAt: isString,
});

export const isOrder = anyOf(isTicketOrder, isShopOrder);

export type TicketOrder = Checked<typeof isTicketOrder>;
export type ShopOrder = Checked<typeof isShopOrder>;
export type ShopOrderLine = Checked<typeof isShopOrderLine>;
export type Order = Checked<typeof isOrder>;
