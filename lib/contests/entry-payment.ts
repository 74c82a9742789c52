import { captureFailureMessage } from '@/lib/payments/snapshot';
import { notTakenMessage } from '@/lib/payments/not-taken';

/**
 * An entry payment PayPal approved after the contest started is not taken (the payment step drops
 * its snapshot at the start, so the order no longer matches and is not captured). PayPal's generic
 * "your order changed ... pay again" would send the athlete back to pay: this says entry closed and
 * nothing was charged instead. Any other failure keeps its own message (null).
 */
export function paymentStoppedAtStartMessage(failure: { message: string; paypalOrderId: string | null }): string | null {
  const id = failure.paypalOrderId;
  if (id === null || failure.message !== captureFailureMessage('order-changed', id)) return null;
  return entryClosedMessage(id);
}

const entryClosedMessage = (paypalOrderId: string) => `Entry closed when the contest started, ${notTakenMessage(paypalOrderId)}`;

/**
 * The entry checked again just before PayPal captures the fee: entry still open (it closes at the
 * contest's start) and no entry of hers in this contest yet (paid from another tab meanwhile). A
 * message (nothing is charged) or null.
 */
export function entryRecheck(open: boolean, alreadyEntered: boolean, paypalOrderId: string): string | null {
  if (!open) return entryClosedMessage(paypalOrderId);
  if (alreadyEntered) return `You have already entered this contest (from another tab or window), ${notTakenMessage(paypalOrderId)}`;
  return null;
}
