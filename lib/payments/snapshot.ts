/**
 * One payment flow for tickets, contest entries and the shop: what is recorded is what was charged. Pure rules, no React:
 *
 * - The snapshot (what, how many, amount, currency) is taken when the PayPal order is created.
 * - A change afterwards (another quantity, another cart) makes a new snapshot whose key differs: the
 *   open PayPal order is discarded and a new one is created; an approval of a discarded order is not
 *   captured.
 * - The recorded order is built from the snapshot the PayPal order was created from, never from the
 *   form as it is at approval.
 * - A capture counts only when PayPal says COMPLETED for the order and its capture, for the snapshot's
 *   amount and currency. Anything else is a failure shown with the PayPal id; nothing is recorded.
 */

import { randomId } from '@/lib/ids/random-id';

export type Currency = 'USD';

/** One thing being bought, for PayPal's item list and the receipt. */
export interface SnapshotItem {
  name: string;
  quantity: number;
  /** Price of one, in dollars. */
  unitAmount: number;
  /** What it is in our data (product id, event id...), so the key changes when the item does. */
  sku: string;
}

export interface PaymentSnapshot<P = unknown> {
  description: string;
  currency: Currency;
  items: SnapshotItem[];
  /** Sum of the items, in dollars (to the cent). */
  itemTotal: number;
  /** Fees and shipping on top of the items, in dollars. */
  fee: number;
  shipping: number;
  /** What PayPal is asked to charge: itemTotal + fee + shipping. */
  amount: number;
  /** PayPal collects a shipping address (shop) or none (tickets, entries). */
  needsShipping: boolean;
  /**
   * What is bought, in our data's terms, sent to PayPal as the order's custom_id (at most 127
   * characters): "event-12-vip x2", so PayPal's own record says what a payment was for.
   */
  customId: string;
  /** The flow's own data for building the recorded order (event and ticket type, cart lines...). */
  payload: P;
}

const PAYPAL_TEXT_MAX = 127;

export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/** "45" or "45.50": PayPal wants the amount as text. */
export function paypalAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : (Math.round(amount * 100) / 100).toFixed(2);
}

/** Builds a snapshot; the amount is computed here, once, in whole cents. */
export function makeSnapshot<P>(input: {
  description: string;
  items: SnapshotItem[];
  fee?: number;
  shipping?: number;
  needsShipping?: boolean;
  payload: P;
}): PaymentSnapshot<P> {
  const customId = input.items.map((i) => `${i.sku} x${i.quantity}`).join(', ');
  if (input.items.length === 0) throw new Error('makeSnapshot: nothing to pay for');
  for (const item of input.items) {
    if (!Number.isInteger(item.quantity) || item.quantity < 1) throw new Error(`makeSnapshot: bad quantity for ${item.name}`);
    if (!(item.unitAmount >= 0)) throw new Error(`makeSnapshot: bad price for ${item.name}`);
  }
  const itemCents = input.items.reduce((c, i) => c + toCents(i.unitAmount) * i.quantity, 0);
  const feeCents = toCents(input.fee ?? 0);
  const shippingCents = toCents(input.shipping ?? 0);
  return {
    description: input.description.slice(0, PAYPAL_TEXT_MAX),
    currency: 'USD',
    items: input.items.map((i) => ({ ...i, name: i.name.slice(0, PAYPAL_TEXT_MAX) })),
    itemTotal: fromCents(itemCents),
    fee: fromCents(feeCents),
    shipping: fromCents(shippingCents),
    amount: fromCents(itemCents + feeCents + shippingCents),
    needsShipping: input.needsShipping ?? false,
    customId: customId.length > PAYPAL_TEXT_MAX ? `${customId.slice(0, PAYPAL_TEXT_MAX - 1)}…` : customId,
    payload: input.payload,
  };
}

/**
 * What identifies a snapshot: items, quantities, amounts and currency. Two snapshots with the same
 * key charge the same for the same things, so an open PayPal order may be reused; any other change
 * needs a new PayPal order.
 */
export function snapshotKey(s: PaymentSnapshot): string {
  return JSON.stringify([
    s.currency,
    toCents(s.amount),
    toCents(s.fee),
    toCents(s.shipping),
    s.needsShipping,
    s.description,
    s.items.map((i) => [i.sku, i.quantity, toCents(i.unitAmount)]),
  ]);
}

/** Whether an open PayPal order (created from `open`) may be paid for what is asked now (`current`). */
export function canReuseOrder(open: PaymentSnapshot | null | undefined, current: PaymentSnapshot | null | undefined): boolean {
  return !!open && !!current && snapshotKey(open) === snapshotKey(current);
}

/**
 * Our reference of one PayPal order, sent as its invoice_id ("WAL-5F1C9A2B7D3E"): unique per payment,
 * searchable in the league's PayPal activity, and the stem of the order's ticket ids, so a ticket shown
 * at the gate can be traced to the payment that paid for it.
 */
export function newInvoiceId(random: () => string = randomId): string {
  return `WAL-${random().slice(0, 12).toUpperCase()}`;
}

/**
 * The body of actions.order.create: intent CAPTURE, one purchase unit (with our invoice id and what is
 * bought as custom_id), shipping only when needed.
 */
export function paypalOrderBody(s: PaymentSnapshot, invoiceId?: string): Record<string, unknown> {
  const value = paypalAmount(s.amount);
  const unit: Record<string, unknown> = { description: s.description, custom_id: s.customId, amount: { currency_code: s.currency, value } };
  if (invoiceId) unit.invoice_id = invoiceId;
  if (s.needsShipping) {
    // An item list and its breakdown, so PayPal shows the buyer what the total is made of.
    unit.amount = {
      currency_code: s.currency,
      value,
      breakdown: {
        item_total: { currency_code: s.currency, value: paypalAmount(s.itemTotal) },
        shipping: { currency_code: s.currency, value: paypalAmount(s.shipping) },
        ...(s.fee > 0 ? { handling: { currency_code: s.currency, value: paypalAmount(s.fee) } } : {}),
      },
    };
    unit.items = s.items.map((i) => ({
      name: i.name,
      sku: i.sku,
      quantity: String(i.quantity),
      unit_amount: { currency_code: s.currency, value: paypalAmount(i.unitAmount) },
    }));
  }
  return {
    intent: 'CAPTURE',
    purchase_units: [unit],
    application_context: { shipping_preference: s.needsShipping ? 'GET_FROM_FILE' : 'NO_SHIPPING' },
  };
}

/** A postal address as PayPal returns it (v2 orders: purchase_units[].shipping). */
export interface ShippingAddress {
  name: string | null;
  line1: string;
  line2: string | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
  countryCode: string;
}

/** What a verified capture gives the flow to record. */
export interface CapturedPayment<P = unknown> {
  paypalOrderId: string;
  /** Our invoice id sent with the PayPal order (newInvoiceId); absent only in tests of older shapes. */
  invoiceId?: string;
  captureId: string;
  snapshot: PaymentSnapshot<P>;
  /** The buyer's email as PayPal returned it, for "Email me this receipt". */
  payerEmail: string | null;
  shippingAddress: ShippingAddress | null;
}

export type CaptureFailureReason = 'no-actions' | 'not-completed' | 'amount-mismatch' | 'order-changed' | 'not-charged';

export type CaptureCheck<P> = { ok: true; payment: CapturedPayment<P> } | { ok: false; reason: CaptureFailureReason; paypalOrderId: string; status?: string };

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const rec = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const first = (v: unknown): Record<string, unknown> => (Array.isArray(v) ? rec(v[0]) : {});

export function shippingAddressFrom(shipping: unknown): ShippingAddress | null {
  const s = rec(shipping);
  const a = rec(s.address);
  const line1 = str(a.address_line_1);
  const countryCode = str(a.country_code);
  if (!line1 || !countryCode) return null;
  return {
    name: str(rec(s.name).full_name),
    line1,
    line2: str(a.address_line_2),
    city: str(a.admin_area_2),
    region: str(a.admin_area_1),
    postalCode: str(a.postal_code),
    countryCode,
  };
}

/**
 * Checks PayPal's answer to actions.order.capture() against the snapshot the order was created from.
 * Counts only: order status COMPLETED, a capture with status COMPLETED, for the snapshot's amount and
 * currency. The shipping address (shop) is kept as PayPal gave it.
 */
export function checkCapture<P>(paypalOrderId: string, snapshot: PaymentSnapshot<P>, details: unknown): CaptureCheck<P> {
  const d = rec(details);
  const id = str(d.id) ?? paypalOrderId;
  const status = str(d.status) ?? 'UNKNOWN';
  const unit = first(d.purchase_units);
  const capture = first(rec(unit.payments).captures);
  const captureStatus = str(capture.status);
  if (status !== 'COMPLETED' || (captureStatus !== null && captureStatus !== 'COMPLETED')) {
    return { ok: false, reason: 'not-completed', paypalOrderId: id, status: captureStatus && captureStatus !== 'COMPLETED' ? captureStatus : status };
  }
  const amount = rec(capture.amount);
  const value = str(amount.value);
  const currency = str(amount.currency_code);
  if (value === null || currency !== snapshot.currency || !Number.isFinite(Number(value)) || toCents(Number(value)) !== toCents(snapshot.amount)) {
    return { ok: false, reason: 'amount-mismatch', paypalOrderId: id };
  }
  const shippingAddress = snapshot.needsShipping ? shippingAddressFrom(unit.shipping) : null;
  return {
    ok: true,
    payment: {
      paypalOrderId: id,
      captureId: str(capture.id) ?? id,
      snapshot,
      payerEmail: str(rec(d.payer).email_address),
      shippingAddress,
    },
  };
}

/** What the buyer is told when a payment does not count, always with the PayPal id. */
export function captureFailureMessage(reason: CaptureFailureReason, paypalOrderId: string, status?: string): string {
  const ref = `PayPal order ${paypalOrderId}`;
  switch (reason) {
    case 'order-changed':
      return `Your order changed while PayPal was open, so that payment (${ref}) was not taken. Check the total and pay again.`;
    case 'no-actions':
      return `PayPal approved the payment but did not let this page complete it (${ref}), so nothing was charged or recorded. Please try again.`;
    case 'not-charged':
      return `The payment could not be completed, and PayPal confirms nothing was charged (${ref}). You can pay again.`;
    case 'not-completed':
      return `PayPal has not completed this payment (status ${status ?? 'unknown'}, ${ref}), so no order was recorded. If your PayPal account shows a charge, contact us with this PayPal id.`;
    case 'amount-mismatch':
      return `PayPal charged an amount other than this order's total (${ref}), so no order was recorded. Contact us with this PayPal id and we will sort it out.`;
  }
}
