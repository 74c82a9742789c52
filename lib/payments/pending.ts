/**
 * Payments under way: a record written before PayPal is asked to capture, so a tab closed or reloaded
 * while "Confirming your payment…" leaves a trace, and a capture whose answer never came is never
 * charged a second time. Pure rules, no React; the store is lib/stores/pending-payments-store.ts.
 */
import { isIsoTime, isNonEmptyString, isNonNegative, isString, oneOf, shape, type Checked } from '@/lib/stores/checks';
import type { PaymentSnapshot } from './snapshot';

export const PENDING_STATES = ['capturing', 'unconfirmed'] as const;

/**
 * - capturing: written just before `capture()`; still there on a later load means the tab closed or
 *   reloaded before PayPal answered.
 * - unconfirmed: the capture failed and PayPal could not say what became of the order.
 */
export const isPendingPayment = shape({
  paypalOrderId: isNonEmptyString,
  description: isString,
  amount: isNonNegative,
  currency: isString,
  startedAt: isIsoTime,
  state: oneOf(PENDING_STATES),
});
export type PendingPayment = Checked<typeof isPendingPayment>;

export function pendingFrom(paypalOrderId: string, snapshot: PaymentSnapshot, now: Date): PendingPayment {
  return {
    paypalOrderId,
    description: snapshot.description,
    amount: snapshot.amount,
    currency: snapshot.currency,
    startedAt: now.toISOString(),
    state: 'capturing',
  };
}

/**
 * A payment under way for the same purchase as `snapshot` (same description, amount and currency):
 * paying for it again waits until that payment is settled or its notice removed, so one purchase is
 * never charged twice.
 */
export function pendingForSame(
  pending: readonly PendingPayment[],
  snapshot: Pick<PaymentSnapshot, 'description' | 'amount' | 'currency'>,
): PendingPayment | null {
  return pending.find((p) => p.description === snapshot.description && p.amount === snapshot.amount && p.currency === snapshot.currency) ?? null;
}

/**
 * What PayPal's own record of an order (`actions.order.get()`) says after a capture that failed:
 * - completed: it was charged (checkCapture then verifies amount and currency, as for a capture);
 * - not-charged: created or approved but not captured, or voided: nothing was taken;
 * - unknown: any other answer (or none).
 */
export type OrderOutcome = 'completed' | 'not-charged' | 'unknown';

const NOT_CHARGED = new Set(['CREATED', 'SAVED', 'APPROVED', 'VOIDED', 'PAYER_ACTION_REQUIRED']);

export function orderOutcome(details: unknown): OrderOutcome {
  const status = typeof details === 'object' && details !== null ? (details as { status?: unknown }).status : undefined;
  if (status === 'COMPLETED') return 'completed';
  return typeof status === 'string' && NOT_CHARGED.has(status) ? 'not-charged' : 'unknown';
}

/** What a buyer is told of a payment still being confirmed (on My Orders and My Tickets, and at once after an unconfirmed capture). */
export function pendingMessage(p: Pick<PendingPayment, 'paypalOrderId'>): string {
  return `Do not pay again. Look for PayPal order ${p.paypalOrderId} in your PayPal account's activity: if it shows a completed payment, contact us with that id and we will add your order; if it does not, nothing was charged and you can remove this notice and buy again.`;
}
