import { paymentStoppedAtStartMessage } from '@/lib/contests/entry-payment';
import { captureFailureMessage } from '@/lib/payments/snapshot';

describe('paymentStoppedAtStartMessage', () => {
  const id = 'ORDER-42';

  it('turns the "order changed, pay again" failure into entry closed with nothing charged, naming the PayPal id', () => {
    const message = paymentStoppedAtStartMessage({ message: captureFailureMessage('order-changed', id), paypalOrderId: id })!;
    expect(message).toMatch(/^Entry closed when the contest started/);
    expect(message).toContain(id);
    expect(message).toContain('nothing was charged');
    expect(message).not.toMatch(/pay again/i);
  });

  it('leaves every other failure its own message (a capture that may have charged is never called free)', () => {
    for (const reason of ['no-actions', 'not-completed', 'amount-mismatch', 'not-charged'] as const) {
      expect(paymentStoppedAtStartMessage({ message: captureFailureMessage(reason, id, 'PENDING'), paypalOrderId: id })).toBeNull();
    }
    expect(paymentStoppedAtStartMessage({ message: 'PayPal could not take the payment.', paypalOrderId: null })).toBeNull();
  });
});
