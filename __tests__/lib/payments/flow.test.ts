import { settleApproval, type ApprovalContext } from '@/lib/payments/flow';
import { makeSnapshot, paypalAmount, type CapturedPayment, type PaymentSnapshot } from '@/lib/payments/snapshot';
import type { PendingPayment } from '@/lib/payments/pending';

const snapshot = (quantity: number) =>
  makeSnapshot({
    description: `Final: ${quantity} x tickets`,
    items: [{ name: 'General Admission', sku: 'event-1-general', quantity, unitAmount: 95 }],
    fee: 8,
    payload: { quantity },
  });

const completed = (id: string, s: PaymentSnapshot) => ({
  id,
  status: 'COMPLETED',
  purchase_units: [{ payments: { captures: [{ id: `CAP-${id}`, status: 'COMPLETED', amount: { currency_code: 'USD', value: paypalAmount(s.amount) } }] } }],
});

/** A context where everything goes well, with a log of what the flow did, in order. */
function setup(overrides: Partial<ApprovalContext<{ quantity: number }>> = {}) {
  const log: string[] = [];
  const pending = new Map<string, PendingPayment>();
  const orders: CapturedPayment<{ quantity: number }>[] = [];
  const taken = snapshot(2);
  const context: ApprovalContext<{ quantity: number }> = {
    paypalOrderId: 'PP1',
    taken,
    current: () => taken,
    invoiceId: 'WAL-5F1C9A2B7D3E',
    siteUpdated: async () => false,
    paypal: {
      capture: async () => {
        log.push(`capture (pending: ${pending.get('PP1')?.state ?? 'none'})`);
        return completed('PP1', taken);
      },
      get: async () => {
        log.push('get');
        return { status: 'APPROVED' };
      },
    },
    pending: {
      put: async (p) => {
        log.push(`pending ${p.state}`);
        pending.set(p.paypalOrderId, p);
      },
      remove: async (id) => {
        log.push('pending removed');
        pending.delete(id);
      },
    },
    record: (payment) => {
      log.push('record');
      orders.push(payment);
    },
    isRecorded: (id) => orders.some((o) => o.paypalOrderId === id),
    onCapturing: () => log.push('capturing'),
    now: () => new Date('2026-11-27T10:00:00Z'),
    ...overrides,
  };
  return { context, log, pending, orders, taken };
}

describe('the one payment flow, from approval to a recorded order', () => {
  test('re-checks, writes the pending record before the capture, records the verified payment, then clears the pending record', async () => {
    const { context, log, pending, orders } = setup();
    await expect(settleApproval(context)).resolves.toEqual({ ok: true });
    expect(log).toEqual(['capturing', 'pending capturing', 'capture (pending: capturing)', 'record', 'pending removed']);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paypalOrderId: 'PP1', invoiceId: 'WAL-5F1C9A2B7D3E', snapshot: { amount: 198 } });
    expect(pending.size).toBe(0);
  });

  test("a refusal of the kind's rules or a newer site captures nothing and discards the order", async () => {
    const refused = setup({ recheck: () => 'The contest has started, so nothing was charged.' });
    await expect(settleApproval(refused.context)).resolves.toEqual({
      ok: false,
      message: 'The contest has started, so nothing was charged.',
      paypalOrderId: 'PP1',
      then: 'discard',
    });
    const updated = setup({ siteUpdated: async () => true });
    const outcome = await settleApproval(updated.context);
    expect(outcome).toMatchObject({ ok: false, then: 'discard', message: expect.stringContaining('PP1') });
    for (const { log, orders } of [refused, updated]) {
      expect(log).toEqual([]);
      expect(orders).toEqual([]);
    }
  });

  test('an order made for another quantity, or not made in this tab, is not captured', async () => {
    const changed = setup({ current: () => snapshot(3) });
    await expect(settleApproval(changed.context)).resolves.toMatchObject({ ok: false, then: 'release', message: expect.stringMatching(/^Your order changed/) });
    const unknown = setup({ taken: undefined });
    await expect(settleApproval(unknown.context)).resolves.toMatchObject({ ok: false, then: 'release' });
    expect([...changed.log, ...unknown.log]).toEqual([]);
  });

  test('after a capture error PayPal is asked first: not charged reopens the same order, never a second one', async () => {
    const { context, log, pending, orders } = setup();
    context.paypal!.capture = async () => Promise.reject(new Error('timeout'));
    await expect(settleApproval(context)).resolves.toMatchObject({
      ok: false,
      then: 'reopen',
      message: expect.stringMatching(/nothing was charged \(PayPal order PP1\)/),
    });
    expect(log).toEqual(['capturing', 'pending capturing', 'get', 'pending removed']);
    expect(pending.size).toBe(0);
    expect(orders).toEqual([]);
  });

  test('after a capture error that PayPal says went through, the order is recorded', async () => {
    const { context, orders, pending, taken } = setup();
    context.paypal = { capture: async () => Promise.reject(new Error('timeout')), get: async () => completed('PP1', taken) };
    await expect(settleApproval(context)).resolves.toEqual({ ok: true });
    expect(orders).toHaveLength(1);
    expect(pending.size).toBe(0);
  });

  test('when PayPal cannot say, the payment stays as unconfirmed, is told with its id, and is never captured again from the tab', async () => {
    const { context, pending, orders } = setup();
    context.paypal = { capture: async () => Promise.reject(new Error('offline')), get: async () => Promise.reject(new Error('offline')) };
    const outcome = await settleApproval(context);
    expect(outcome).toMatchObject({
      ok: false,
      then: 'keep',
      message: expect.stringMatching(/^We could not confirm your payment \(PayPal order PP1\)\. Do not pay again\./),
    });
    expect(pending.get('PP1')?.state).toBe('unconfirmed');
    expect(orders).toEqual([]);
  });

  test('a capture for another amount is not recorded and stays as a payment to confirm', async () => {
    const { context, pending, orders, taken } = setup();
    context.paypal!.capture = async () => completed('PP1', { ...taken, amount: taken.amount - 1 });
    await expect(settleApproval(context)).resolves.toMatchObject({
      ok: false,
      then: 'keep',
      message: expect.stringMatching(/^PayPal charged an amount other/),
    });
    expect(orders).toEqual([]);
    expect(pending.get('PP1')?.state).toBe('unconfirmed');
  });

  test('without PayPal actions nothing is captured', async () => {
    const { context, log } = setup({ paypal: undefined });
    await expect(settleApproval(context)).resolves.toMatchObject({
      ok: false,
      then: 'keep',
      message: expect.stringMatching(/did not let this page complete it/),
    });
    expect(log).toEqual([]);
  });
});
