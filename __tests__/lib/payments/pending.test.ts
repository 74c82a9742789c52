import { isPendingPayment, orderOutcome, pendingForSame, pendingFrom, pendingMessage } from '@/lib/payments/pending';
import { makeSnapshot } from '@/lib/payments/snapshot';

const snapshot = makeSnapshot({
  description: 'Final: 2 x VIP tickets',
  items: [{ name: 'VIP', quantity: 2, unitAmount: 45, sku: 'ev-1-vip' }],
  fee: 7.2,
  payload: null,
});

describe('pending payments', () => {
  it('records the PayPal id, what is paid, the amount and the time, before the capture', () => {
    const p = pendingFrom('PAY-1', snapshot, new Date('2026-11-26T20:00:00.000Z'));
    expect(p).toEqual({
      paypalOrderId: 'PAY-1',
      description: 'Final: 2 x VIP tickets',
      amount: 97.2,
      currency: 'USD',
      startedAt: '2026-11-26T20:00:00.000Z',
      state: 'capturing',
    });
    expect(isPendingPayment(p)).toBe(true);
  });

  it('refuses a stored record without its PayPal id or with an unknown state', () => {
    const p = pendingFrom('PAY-1', snapshot, new Date('2026-11-26T20:00:00.000Z'));
    expect(isPendingPayment({ ...p, paypalOrderId: '' })).toBe(false);
    expect(isPendingPayment({ ...p, state: 'paid' })).toBe(false);
    expect(isPendingPayment({ ...p, startedAt: 'yesterday' })).toBe(false);
  });

  it("reads PayPal's record of an order: completed, not charged, or unknown", () => {
    expect(orderOutcome({ id: 'X', status: 'COMPLETED' })).toBe('completed');
    for (const status of ['CREATED', 'SAVED', 'APPROVED', 'VOIDED', 'PAYER_ACTION_REQUIRED']) expect(orderOutcome({ status })).toBe('not-charged');
    expect(orderOutcome({ status: 'SOMETHING_NEW' })).toBe('unknown');
    expect(orderOutcome(undefined)).toBe('unknown');
    expect(orderOutcome('COMPLETED')).toBe('unknown');
  });

  it('tells the buyer not to pay again, what to look for in PayPal, and names the id', () => {
    const text = pendingMessage({ paypalOrderId: 'PAY-9' });
    expect(text).toMatch(/^Do not pay again\./);
    expect(text).toContain('PayPal order PAY-9');
    expect(text).toContain('contact us');
  });
});

describe('pendingForSame', () => {
  const started = new Date('2026-11-26T20:00:00.000Z');
  it('finds a payment under way for the same purchase, and none for another', () => {
    const p = pendingFrom('PAY-1', snapshot, started);
    expect(pendingForSame([p], snapshot)).toEqual(p);
    expect(pendingForSame([p], { ...snapshot, amount: snapshot.amount + 1 })).toBeNull();
    expect(pendingForSame([p], { ...snapshot, description: `${snapshot.description} x2` })).toBeNull();
    expect(pendingForSame([], snapshot)).toBeNull();
  });
});
