/**
 * The one payment flow of every kind of payment, from the buyer's approval to the recorded order:
 * snapshot (taken when the PayPal order was created) → re-check → pending record → capture → verify
 * → record. Written once, here, with no React and no PayPal SDK: the checkout component
 * (components/payments/paypal-checkout.tsx) hands it the SDK's actions and the stores, and a kind
 * of payment is an adapter of three parts, each in its own feature:
 *
 * - its snapshot: `ticketSnapshot` (lib/tickets/order.ts), `shopSnapshot` (lib/shop/checkout.ts),
 *   `entrySnapshot` (lib/payments/entry.ts);
 * - its rules checked again just before the charge: `ticketRecheck` (lib/tickets/availability.ts),
 *   `entryRecheck` (lib/contests/entry-payment.ts); the shop has none beyond the site's version;
 * - its record, built from the snapshot and written to the orders store: `ticketOrderFromPayment`,
 *   `shopOrderFromPayment`, `entryPaymentFrom`, through `recordPaidOrder`
 *   (lib/payments/record-order.ts).
 */
import { canReuseOrder, captureFailureMessage, checkCapture, type CapturedPayment, type PaymentSnapshot } from './snapshot';
import { orderOutcome, pendingFrom, pendingMessage, type PendingPayment } from './pending';
import { siteUpdatedMessage } from './not-taken';

/** What the flow needs from around it: PayPal's actions for this order, the stores, the kind's adapter. */
export interface ApprovalContext<P> {
  paypalOrderId: string;
  /** The snapshot this PayPal order was created from in this tab, or undefined when it was not. */
  taken: PaymentSnapshot<P> | undefined;
  /** What the buyer is paying for now (another quantity or cart since makes `taken` stale). */
  current: () => PaymentSnapshot<P> | null;
  /** Our invoice id sent with the order. */
  invoiceId: string | undefined;
  /** Whether a newer build of the site was published since the page loaded (its prices may differ). */
  siteUpdated: () => Promise<boolean>;
  /** The kind's rules again: a message refuses the payment, null lets it go on. */
  recheck?: (snapshot: PaymentSnapshot<P>, paypalOrderId: string) => string | null;
  /** PayPal's capture and order lookup for this order; absent when the SDK gave no actions. */
  paypal: { capture: () => Promise<unknown>; get: () => Promise<unknown> } | undefined;
  /** The payments under way (lib/stores/pending-payments-store.ts). */
  pending: { put: (p: PendingPayment) => Promise<unknown>; remove: (paypalOrderId: string) => Promise<unknown> };
  /** The kind's record of a verified payment, written to the orders store. */
  record: (payment: CapturedPayment<P>) => void | Promise<void>;
  /** Whether the orders store holds an order of this PayPal order. */
  isRecorded: (paypalOrderId: string) => boolean;
  /** Called once the capture starts (the buttons show "Confirming your payment…"). */
  onCapturing: () => void;
  now: () => Date;
}

/**
 * What becomes of a PayPal order in the tab after an approval that did not pay:
 * - keep: never captured again from this tab (it may have been charged), and no longer the open order;
 * - release: not captured, so it may be approved again (the open order stays as it is);
 * - discard: not captured, and no longer the open order (the next click creates a new one);
 * - reopen: PayPal confirms nothing was charged, and the next click pays this same order, never a second one.
 */
export type AfterFailure = 'keep' | 'release' | 'discard' | 'reopen';

export type ApprovalOutcome = { ok: true } | { ok: false; message: string; paypalOrderId: string; then: AfterFailure };

const failed = (paypalOrderId: string, message: string, then: AfterFailure): ApprovalOutcome => ({ ok: false, message, paypalOrderId, then });

/**
 * From an approval to a recorded order. The pending record is written before PayPal is asked to
 * capture; after a capture error PayPal is asked what became of the order before anything else;
 * an order is recorded only when its capture verifies against the snapshot; the pending record goes
 * only once the order is recorded.
 */
export async function settleApproval<P>(c: ApprovalContext<P>): Promise<ApprovalOutcome> {
  const id = c.paypalOrderId;
  const taken = c.taken;
  if (!taken) return failed(id, captureFailureMessage('order-changed', id), 'release');
  // The rules again, just before the charge: the page may have been open a long while, across an
  // update of the site (another price), and the kind's own rules may no longer hold.
  const refused = (await c.siteUpdated()) ? siteUpdatedMessage(id) : (c.recheck?.(taken, id) ?? null);
  if (refused) return failed(id, refused, 'discard');
  // Created for another cart or quantity: not captured, so nothing is charged.
  if (!canReuseOrder(taken, c.current())) return failed(id, captureFailureMessage('order-changed', id), 'release');
  if (!c.paypal) return failed(id, captureFailureMessage('no-actions', id), 'keep');

  c.onCapturing();
  const record = pendingFrom(id, taken, c.now());
  // Written before the capture: a tab closed while PayPal answers leaves this trace (My Orders, My Tickets).
  await c.pending.put(record).catch(() => undefined);
  let details: unknown;
  try {
    details = await c.paypal.capture();
  } catch {
    // PayPal is asked what became of this order first: the capture may have gone through before the
    // error (a timeout after PayPal processed it).
    let outcome = orderOutcome(undefined);
    try {
      details = await c.paypal.get();
      outcome = orderOutcome(details);
    } catch {
      /* unknown */
    }
    if (outcome === 'not-charged') {
      await c.pending.remove(id).catch(() => undefined);
      return failed(id, captureFailureMessage('not-charged', id), 'reopen');
    }
    if (outcome !== 'completed') {
      // Still unknown: kept, said, and this order is not captured again from this tab.
      await c.pending.put({ ...record, state: 'unconfirmed' }).catch(() => undefined);
      return failed(id, `We could not confirm your payment (PayPal order ${id}). ${pendingMessage(record)}`, 'keep');
    }
  }
  const check = checkCapture(id, taken, details);
  if (check.ok) await c.record({ ...check.payment, invoiceId: c.invoiceId });
  // Settled once the order is recorded; a capture that does not count (PENDING at PayPal, another
  // amount) stays as a payment to confirm.
  if (c.isRecorded(id)) await c.pending.remove(id).catch(() => undefined);
  else await c.pending.put({ ...record, state: 'unconfirmed' }).catch(() => undefined);
  return check.ok ? { ok: true } : failed(check.paypalOrderId, captureFailureMessage(check.reason, check.paypalOrderId, check.status), 'keep');
}
