import {
  canReuseOrder,
  captureFailureMessage,
  checkCapture,
  makeSnapshot,
  newInvoiceId,
  paypalAmount,
  paypalOrderBody,
  snapshotKey,
  type PaymentSnapshot,
} from '@/lib/payments/snapshot';
import { at } from '@/lib/must';

const ticket = (quantity: number, unit = 95) =>
  makeSnapshot({
    description: `Final: ${quantity} x tickets`,
    items: [{ name: 'General Admission', sku: 'event-1-general', quantity, unitAmount: unit }],
    fee: Math.round(unit * quantity * 0.08),
    payload: { quantity },
  });

/** A PayPal v2 capture response for `value`. */
function completed(id: string, value: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    status: 'COMPLETED',
    payer: { email_address: 'fan@example.com' },
    purchase_units: [{ payments: { captures: [{ id: `CAP-${id}`, status: 'COMPLETED', amount: { currency_code: 'USD', value } }] }, ...extra }],
  };
}

describe('payment snapshot', () => {
  test('the amount is computed once from the items, fee and shipping, in whole cents', () => {
    const s = makeSnapshot({
      description: 'Cart',
      items: [
        { name: 'Scarf', sku: 'p1', quantity: 3, unitAmount: 0.1 },
        { name: 'Cap', sku: 'p2', quantity: 1, unitAmount: 0.2 },
      ],
      shipping: 7.95,
      needsShipping: true,
      payload: null,
    });
    expect(s.itemTotal).toBe(0.5);
    expect(s.amount).toBe(8.45);
    expect(paypalAmount(s.amount)).toBe('8.45');
    expect(paypalAmount(356)).toBe('356');
    expect(() => makeSnapshot({ description: 'x', items: [], payload: null })).toThrow();
    expect(() => makeSnapshot({ description: 'x', items: [{ name: 'a', sku: 'a', quantity: 0, unitAmount: 1 }], payload: null })).toThrow();
  });

  test('a quantity change after the order was created needs a new PayPal order; the same order again may reuse it', () => {
    const open = ticket(1);
    expect(canReuseOrder(open, ticket(1))).toBe(true);
    expect(canReuseOrder(open, ticket(8))).toBe(false);
    expect(canReuseOrder(open, ticket(1, 165))).toBe(false);
    expect(canReuseOrder(open, null)).toBe(false);
    expect(canReuseOrder(null, open)).toBe(false);
    expect(snapshotKey(open)).not.toBe(snapshotKey(ticket(8)));
  });

  test('a cart change (another item, size-free sku, shipping) changes the key', () => {
    const cart = (items: Array<[string, number]>, shipping: number) =>
      makeSnapshot({
        description: 'Cart',
        items: items.map(([sku, q]) => ({ name: sku, sku, quantity: q, unitAmount: 20 })),
        shipping,
        needsShipping: true,
        payload: null,
      });
    const a = cart([['p1', 1]], 7.95);
    expect(canReuseOrder(a, cart([['p1', 1]], 7.95))).toBe(true);
    expect(canReuseOrder(a, cart([['p1', 2]], 7.95))).toBe(false);
    expect(
      canReuseOrder(
        a,
        cart(
          [
            ['p1', 1],
            ['p2', 1],
          ],
          7.95,
        ),
      ),
    ).toBe(false);
    expect(canReuseOrder(a, cart([['p1', 1]], 0))).toBe(false);
  });

  test('an invoice id per PayPal order: WAL- and 12 upper-case hex digits; a custom_id of at most 127 characters', () => {
    expect(newInvoiceId(() => '5f1c9a2b7d3e4f60')).toBe('WAL-5F1C9A2B7D3E');
    expect(newInvoiceId()).toMatch(/^WAL-[0-9A-F]{12}$/);
    const many = makeSnapshot({
      description: 'Cart',
      items: Array.from({ length: 20 }, (_, i) => ({ name: `P${i}`, sku: `product-${i}|XL|Navy`, quantity: 1, unitAmount: 5 })),
      payload: null,
    });
    expect(many.customId.length).toBeLessThanOrEqual(127);
    expect(many.customId.startsWith('product-0|XL|Navy x1, product-1|XL|Navy x1')).toBe(true);
  });

  test('the PayPal order body: no shipping for tickets; items, breakdown and GET_FROM_FILE for the shop', () => {
    expect(paypalOrderBody(ticket(2, 165), 'WAL-0123456789AB')).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        { description: 'Final: 2 x tickets', custom_id: 'event-1-general x2', invoice_id: 'WAL-0123456789AB', amount: { currency_code: 'USD', value: '356' } },
      ],
      application_context: { shipping_preference: 'NO_SHIPPING' },
    });
    const shop = makeSnapshot({
      description: 'League shop order',
      items: [{ name: 'Scarf', sku: '7', quantity: 2, unitAmount: 29 }],
      shipping: 7.95,
      needsShipping: true,
      payload: null,
    });
    expect(paypalOrderBody(shop)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: '7 x2',
          description: 'League shop order',
          amount: {
            currency_code: 'USD',
            value: '65.95',
            breakdown: { item_total: { currency_code: 'USD', value: '58' }, shipping: { currency_code: 'USD', value: '7.95' } },
          },
          items: [{ name: 'Scarf', sku: '7', quantity: '2', unit_amount: { currency_code: 'USD', value: '29' } }],
        },
      ],
      application_context: { shipping_preference: 'GET_FROM_FILE' },
    });
  });
});

describe('checkCapture: a capture counts only when COMPLETED for the snapshot amount and currency', () => {
  const snap = ticket(1); // $95 + $8 = $103

  test('a completed capture of the snapshot amount counts, with the snapshot it was created from', () => {
    const check = checkCapture('O-1', snap, completed('O-1', '103.00'));
    expect(check).toEqual({
      ok: true,
      payment: { paypalOrderId: 'O-1', captureId: 'CAP-O-1', snapshot: snap, payerEmail: 'fan@example.com', shippingAddress: null },
    });
  });

  test('the recorded quantity is the snapshot’s, whatever the form says later', () => {
    const check = checkCapture('O-1', snap, completed('O-1', '103'));
    expect(check.ok && (check.payment.snapshot as PaymentSnapshot<{ quantity: number }>).payload.quantity).toBe(1);
  });

  test('an order or capture that is not COMPLETED does not count, and says the status and PayPal id', () => {
    for (const details of [
      { ...completed('O-2', '103'), status: 'PAYER_ACTION_REQUIRED' },
      {
        id: 'O-2',
        status: 'COMPLETED',
        purchase_units: [{ payments: { captures: [{ id: 'C', status: 'PENDING', amount: { currency_code: 'USD', value: '103' } }] } }],
      },
      undefined,
      { id: 'O-2' },
    ]) {
      const check = checkCapture('O-2', snap, details);
      expect(check.ok).toBe(false);
      if (!check.ok) {
        expect(check.reason).toBe('not-completed');
        expect(captureFailureMessage(check.reason, check.paypalOrderId, check.status)).toContain('PayPal order O-2');
      }
    }
    const pending = checkCapture('O-2', snap, { ...completed('O-2', '103'), status: 'APPROVED' });
    expect(!pending.ok && captureFailureMessage(pending.reason, pending.paypalOrderId, pending.status)).toContain('status APPROVED');
  });

  test('another amount, another currency or no amount at all does not count', () => {
    const eur = completed('O-3', '103');
    (at(at(eur.purchase_units, 0).payments.captures, 0).amount as { currency_code: string }).currency_code = 'EUR';
    for (const details of [completed('O-3', '824'), completed('O-3', '102.99'), eur, { id: 'O-3', status: 'COMPLETED' }, completed('O-3', 'abc')]) {
      const check = checkCapture('O-3', snap, details);
      expect(check).toMatchObject({ ok: false, reason: 'amount-mismatch', paypalOrderId: 'O-3' });
    }
  });

  test('the shop keeps the shipping address PayPal returned', () => {
    const shop = makeSnapshot({ description: 'Shop', items: [{ name: 'Cap', sku: '2', quantity: 1, unitAmount: 80 }], needsShipping: true, payload: null });
    const shipping = {
      name: { full_name: 'Ada Fan' },
      address: { address_line_1: '1 Main St', admin_area_2: 'Austin', admin_area_1: 'TX', postal_code: '78701', country_code: 'US' },
    };
    const check = checkCapture('O-4', shop, completed('O-4', '80', { shipping }));
    expect(check.ok && check.payment.shippingAddress).toEqual({
      name: 'Ada Fan',
      line1: '1 Main St',
      line2: null,
      city: 'Austin',
      region: 'TX',
      postalCode: '78701',
      countryCode: 'US',
    });
  });

  test('every failure message names the PayPal id and never claims success', () => {
    for (const reason of ['no-actions', 'not-completed', 'amount-mismatch', 'not-charged', 'order-changed'] as const) {
      const text = captureFailureMessage(reason, 'ID-9', 'PENDING');
      expect(text).toContain('ID-9');
      expect(text).not.toMatch(/success|email/i);
    }
  });
});
