// Stored in the browser and read on every page that shows orders: checked by hand (lib/stores/checks)
// so those pages carry no validator library.
import {
  anyOf,
  arrayOf,
  isInt,
  isNonEmptyString,
  isNonNegative,
  isPositiveInt,
  isString,
  literal,
  nullable,
  oneOf,
  optional,
  shape,
  type Checked,
} from '@/lib/stores/checks';
import { isOrderEvent } from '@/lib/tickets/order-event';

export const TICKET_TYPES = ['general', 'vip'] as const;
export const isTicketType = oneOf(TICKET_TYPES);
export type TicketType = Checked<typeof isTicketType>;

/** A captured ticket purchase (PayPal id, event, type, quantity, prices, time). One ticket id per seat, for the QR codes. */
export const isTicketOrder = shape({
  kind: literal('ticket'),
  id: isNonEmptyString,
  paypalOrderId: isNonEmptyString,
  /** Who was signed in when it was paid: the athlete's id, or null (absent on older orders: signed out). */
  userId: optional(nullable(isString)),
  eventId: isInt,
  eventTitle: isString,
  ticketType: isTicketType,
  quantity: isPositiveInt,
  unitPrice: isNonNegative,
  fee: isNonNegative,
  total: isNonNegative,
  ticketIds: arrayOf(isString),
  createdAt: isString,
  /** The buyer's email as PayPal returned it (for "Email me this receipt"); absent on older orders. */
  payerEmail: optional(nullable(isString)),
  /** The event's date, time and place when it was paid (lib/tickets/order-event); absent on older orders. */
  event: optional(isOrderEvent),
});

export const isShopOrderLine = shape({
  productId: isInt,
  name: isString,
  price: isNonNegative,
  quantity: isPositiveInt,
  size: nullable(isString),
  color: nullable(isString),
});

/** Where a shop order ships, as PayPal returned it (lib/payments/snapshot ShippingAddress). */
export const isShippingAddress = shape({
  name: nullable(isString),
  line1: isString,
  line2: nullable(isString),
  city: nullable(isString),
  region: nullable(isString),
  postalCode: nullable(isString),
  countryCode: isString,
});

/**
 * A shop order: recorded only from a completed capture, with the PayPal id,
 * subtotal, shipping and the address PayPal collected. Orders stored before the shop took payment
 * have no PayPal id: they were never charged, and say so.
 */
export const isShopOrder = shape({
  kind: literal('shop'),
  id: isNonEmptyString,
  /** Who was signed in when it was paid: the athlete's id, or null (absent on older orders: signed out). */
  userId: optional(nullable(isString)),
  lines: arrayOf(isShopOrderLine, { min: 1 }),
  total: isNonNegative,
  createdAt: isString,
  paypalOrderId: optional(isNonEmptyString),
  subtotal: optional(isNonNegative),
  shipping: optional(isNonNegative),
  address: optional(nullable(isShippingAddress)),
  payerEmail: optional(nullable(isString)),
});

/**
 * A paid contest entry fee: the PayPal id kept with the entry it paid for (entryId
 * in the accounts store; null when the payment went through but the entry could not be saved).
 */
export const isEntryPayment = shape({
  kind: literal('entry'),
  id: isNonEmptyString,
  paypalOrderId: isNonEmptyString,
  userId: isNonEmptyString,
  contestId: isInt,
  contestTitle: isString,
  entryId: nullable(isString),
  total: isNonNegative,
  createdAt: isString,
  payerEmail: nullable(isString),
});

export const isOrder = anyOf(anyOf(isTicketOrder, isShopOrder), isEntryPayment);

/** Fields added when every payment became a checked PayPal capture: older stored orders lack them, so they are optional keys. */
type WithOptional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
export type TicketOrder = WithOptional<Checked<typeof isTicketOrder>, 'payerEmail' | 'userId' | 'event'>;
export type ShopOrder = WithOptional<Checked<typeof isShopOrder>, 'userId' | 'paypalOrderId' | 'subtotal' | 'shipping' | 'address' | 'payerEmail'>;
export type ShopOrderLine = Checked<typeof isShopOrderLine>;
export type StoredShippingAddress = Checked<typeof isShippingAddress>;
export type EntryPayment = Checked<typeof isEntryPayment>;
export type Order = TicketOrder | ShopOrder | EntryPayment;
