/** @jest-environment node */
import { getProducts, getShopShipping } from '@/lib/content/products';
import { loadFixture } from '../../fixtures/data-dir';
import { cartLines } from '@/lib/shop/cart';
import { checkoutTotals, shippingFor, shopOrderFromPayment, shopOrderStatus, shopReceipt, shopSnapshot } from '@/lib/shop/checkout';
import { checkCapture, paypalOrderBody } from '@/lib/payments/snapshot';
import { FREE_SHIPPING_THRESHOLD } from '@/lib/shop/constants';
import { at } from '@/lib/must';

const products = loadFixture('data-sample', getProducts);
const { flatRate } = loadFixture('data-sample', getShopShipping);
const cheapest = at(
  [...products].filter((p) => p.inStock).sort((a, b) => a.price - b.price),
  0,
  'product in stock',
);

describe('shipping and totals', () => {
  it('is free from the threshold and the flat rate below it', () => {
    expect(shippingFor(FREE_SHIPPING_THRESHOLD, 6.95)).toBe(0);
    expect(shippingFor(FREE_SHIPPING_THRESHOLD + 20, 6.95)).toBe(0);
    expect(shippingFor(FREE_SHIPPING_THRESHOLD - 0.01, 6.95)).toBe(6.95);
    expect(shippingFor(0.1 + 0.2, 4)).toBe(4);
  });

  it('adds shipping to the subtotal to the cent', () => {
    const below = cartLines(products, { [cheapest.id]: 1 });
    const t = checkoutTotals(below, flatRate);
    expect(t.subtotal).toBe(cheapest.price);
    if (cheapest.price < FREE_SHIPPING_THRESHOLD) expect(t.shipping).toBe(flatRate);
    expect(Math.round(t.total * 100)).toBe(Math.round(t.subtotal * 100) + Math.round(t.shipping * 100));
    const qty = Math.ceil(FREE_SHIPPING_THRESHOLD / cheapest.price);
    const above = checkoutTotals(cartLines(products, { [cheapest.id]: qty }), flatRate);
    expect(above.shipping).toBe(0);
    expect(above.total).toBe(above.subtotal);
    expect(checkoutTotals([], flatRate)).toEqual({ subtotal: 0, shipping: 0, total: 0 });
  });

  it('the data file has a flat rate', () => {
    expect(getShopShipping().flatRate).toBeGreaterThanOrEqual(0);
  });
});

describe('shop payment snapshot and order', () => {
  const lines = cartLines(products, { [cheapest.id]: 2 }, {}, {});

  it('asks PayPal for the items, shipping and the address (GET_FROM_FILE), and the total adds up', () => {
    const s = shopSnapshot(lines, flatRate);
    const body = paypalOrderBody(s) as {
      purchase_units: Array<{ amount: { value: string; breakdown: { item_total: { value: string }; shipping: { value: string } } }; items: unknown[] }>;
      application_context: unknown;
    };
    expect(body.application_context).toEqual({ shipping_preference: 'GET_FROM_FILE' });
    const unit = at(body.purchase_units, 0, 'purchase unit');
    expect(unit.items).toHaveLength(lines.length);
    expect(Math.round(Number(unit.amount.value) * 100)).toBe(
      Math.round(Number(unit.amount.breakdown.item_total.value) * 100) + Math.round(Number(unit.amount.breakdown.shipping.value) * 100),
    );
    expect(s.amount).toBe(checkoutTotals(lines, flatRate).total);
    expect(() => shopSnapshot([], flatRate)).toThrow(/empty/);
  });

  it('records the snapshot lines, subtotal, shipping, total, PayPal id and address; a different size makes a different snapshot', () => {
    const s = shopSnapshot(lines, flatRate);
    const shipping = {
      name: { full_name: 'Ada Fan' },
      address: { address_line_1: '12 Harbor St', admin_area_2: 'Chicago', admin_area_1: 'IL', postal_code: '60611', country_code: 'US' },
    };
    const check = checkCapture('PP-1', s, {
      id: 'PP-1',
      status: 'COMPLETED',
      payer: { email_address: 'ada@example.com' },
      purchase_units: [{ shipping, payments: { captures: [{ id: 'C1', status: 'COMPLETED', amount: { currency_code: 'USD', value: String(s.amount) } }] } }],
    });
    if (!check.ok) throw new Error('capture should count');
    const order = shopOrderFromPayment(check.payment, 'u1', new Date('2026-11-25T10:00:00Z'));
    expect(order).toMatchObject({
      kind: 'shop',
      id: 'shop-PP-1',
      paypalOrderId: 'PP-1',
      userId: 'u1',
      subtotal: s.itemTotal,
      shipping: s.shipping,
      total: s.amount,
      payerEmail: 'ada@example.com',
      address: { name: 'Ada Fan', line1: '12 Harbor St', city: 'Chicago', region: 'IL', postalCode: '60611', countryCode: 'US', line2: null },
    });
    expect(order.lines).toEqual([
      { productId: cheapest.id, name: cheapest.name, price: cheapest.price, quantity: 2, size: cheapest.sizes[0] ?? null, color: cheapest.colors[0] ?? null },
    ]);
    expect(shopOrderStatus(order)).toBe('Paid');
    expect(shopOrderStatus({ ...order, paypalOrderId: undefined })).toMatch(/Not paid/);
    const receipt = shopReceipt({ ...order, paypalOrderId: 'PP-1' });
    expect(receipt.total).toBe(s.amount);
    expect(receipt.address?.line1).toBe('12 Harbor St');

    if (cheapest.sizes.length > 0) {
      const sized = cartLines(products, { [cheapest.id]: 2 }, { [cheapest.id]: at(cheapest.sizes, 0, 'size') });
      expect(at(shopSnapshot(sized, flatRate).items, 0).sku).not.toBe(at(s.items, 0).sku);
    }
  });
});
