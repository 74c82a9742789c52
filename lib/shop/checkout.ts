import { formatDateTimeWithZone } from '@/lib/format/en-us';
import { FREE_SHIPPING_THRESHOLD } from '@/lib/shop/constants';
import type { ShopOrder, ShopOrderLine } from '@/lib/schemas/order';
import { makeSnapshot, type CapturedPayment, type PaymentSnapshot } from '@/lib/payments/snapshot';
import type { Receipt } from '@/lib/payments/receipt';
import { cartTotal, fromCents, toCents, type CartLine } from './cart';

/** Shipping for a subtotal: free from $75, otherwise the flat rate from data/products.json. */
export function shippingFor(subtotal: number, flatRate: number, threshold = FREE_SHIPPING_THRESHOLD): number {
  return toCents(subtotal) >= toCents(threshold) ? 0 : flatRate;
}

export interface CheckoutTotals {
  subtotal: number;
  shipping: number;
  total: number;
}

/** Subtotal of the lines, shipping, and what PayPal is asked to charge, to the cent. */
export function checkoutTotals(lines: readonly CartLine[], flatRate: number): CheckoutTotals {
  const subtotal = cartTotal(lines);
  const shipping = lines.length === 0 ? 0 : shippingFor(subtotal, flatRate);
  return { subtotal, shipping, total: fromCents(toCents(subtotal) + toCents(shipping)) };
}

/** What a shop payment is for: the order lines as they were when PayPal's order was created. */
export interface ShopPayload {
  lines: ShopOrderLine[];
}

const lineName = (l: Pick<ShopOrderLine, 'name' | 'size' | 'color'>) => [l.name, l.size ? `size ${l.size}` : null, l.color].filter(Boolean).join(', ');

/** The snapshot of a checkout: the cart's lines (with size and colour), shipping, and PayPal collecting the address. */
export function shopSnapshot(lines: readonly CartLine[], flatRate: number): PaymentSnapshot<ShopPayload> {
  if (lines.length === 0) throw new Error('shopSnapshot: the cart is empty');
  const orderLines: ShopOrderLine[] = lines.map((l) => ({
    productId: l.product.id,
    name: l.product.name,
    price: l.product.price,
    quantity: l.quantity,
    size: l.size,
    color: l.color,
  }));
  const count = orderLines.reduce((n, l) => n + l.quantity, 0);
  return makeSnapshot({
    description: `League shop order: ${count} item${count === 1 ? '' : 's'}`,
    items: orderLines.map((l) => ({ name: lineName(l), sku: `${l.productId}|${l.size ?? ''}|${l.color ?? ''}`, quantity: l.quantity, unitAmount: l.price })),
    shipping: checkoutTotals(lines, flatRate).shipping,
    needsShipping: true,
    payload: { lines: orderLines },
  });
}

/** The shop order recorded from a verified capture: lines, subtotal, shipping and total from the snapshot, the address from PayPal. */
export function shopOrderFromPayment(payment: CapturedPayment<ShopPayload>, userId: string | null, now = new Date()): ShopOrder {
  const { snapshot } = payment;
  return {
    kind: 'shop',
    id: `shop-${payment.paypalOrderId}`,
    userId,
    lines: snapshot.payload.lines.map((l) => ({ ...l })),
    subtotal: snapshot.itemTotal,
    shipping: snapshot.shipping,
    total: snapshot.amount,
    createdAt: now.toISOString(),
    paypalOrderId: payment.paypalOrderId,
    address: payment.shippingAddress,
    payerEmail: payment.payerEmail,
  };
}

/** What a stored shop order is: paid (with its PayPal id) or, for one stored before checkout took payment, never charged. */
export function shopOrderStatus(order: ShopOrder): string {
  return order.paypalOrderId ? 'Paid' : 'Not paid (placed before the shop took payment)';
}

/** The on-screen, printable receipt of a shop order. */
export function shopReceipt(order: ShopOrder & { paypalOrderId: string }): Receipt {
  const subtotal = order.subtotal ?? fromCents(order.lines.reduce((c, l) => c + toCents(l.price) * l.quantity, 0));
  return {
    title: 'League shop order',
    orderNumber: order.id,
    paypalOrderId: order.paypalOrderId,
    date: formatDateTimeWithZone(order.createdAt),
    lines: order.lines.map((l) => ({ label: `${l.quantity} x ${lineName(l)}`, amount: fromCents(toCents(l.price) * l.quantity) })),
    extras: [
      { label: 'Subtotal', amount: subtotal },
      { label: 'Shipping', amount: order.shipping ?? 0 },
    ],
    total: order.total,
    address: order.address ?? null,
  };
}
