import { captureFailureMessage } from '@/lib/payments/snapshot';

/**
 * An entry payment PayPal approved after the contest started is not taken (the payment step drops
 * its snapshot at the start, so the order no longer matches and is not captured). PayPal's generic
 * "your order changed ... pay again" would send the athlete back to pay: this says entry closed and
 * nothing was charged instead. Any other failure keeps its own message (null).
 */
export function paymentStoppedAtStartMessage(failure: { message: string; paypalOrderId: string | null }): string | null {
  const id = failure.paypalOrderId;
  if (id === null || failure.message !== captureFailureMessage('order-changed', id)) return null;
  return `Entry closed when the contest started, so that payment (PayPal order ${id}) was not taken: nothing was charged.`;
}
