'use client';
import type { CartLine } from '@/lib/shop/cart';
import { freeShippingProgress } from '@/lib/shop/cart';
import { checkoutTotals, shopOrderFromPayment, shopReceipt, shopSnapshot, type ShopPayload } from '@/lib/shop/checkout';
import type { ShopOrder } from '@/lib/schemas/order';
import type { CapturedPayment } from '@/lib/payments/snapshot';
import type { RecordOutcome } from '@/lib/payments/record';
import { recordPaidOrder } from '@/lib/payments/record-order';
import { formatUSD } from '@/lib/format/en-us';
import { useCartStore } from '@/lib/stores/cart-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import { LazyPayPalCheckout } from '@/components/payments/lazy-paypal';
import { PaymentFailureNotice, ReceiptView, UnrecordedNotice } from '@/components/payments/payment-notices';
import type { PaymentFailure } from '@/components/payments/paypal-checkout';
import { useState } from 'react';

/** cart: the lines; confirm: "Proceed with checkout?"; pay: totals with shipping and PayPal; done: the paid order. */
export type CartDialogStep = 'cart' | 'confirm' | 'pay' | 'done';

/** A paid shop order and whether this browser kept it. */
export interface ShopCheckoutResult {
  order: ShopOrder & { paypalOrderId: string };
  outcome: RecordOutcome;
}

const money = (n: number) => formatUSD(n, { cents: true });

function Lines({ lines }: { lines: CartLine[] }) {
  return (
    <ul className="divide-y divide-slate-200 border-y border-slate-200">
      {lines.map((l) => (
        <li key={l.key} className="flex items-start justify-between gap-3 py-3">
          <div>
            <p className="font-semibold">{l.product.name}</p>
            <p className="text-sm text-slate-700">
              Qty {l.quantity}
              {l.size ? ` · Size ${l.size}` : ''}
              {l.color ? ` · ${l.color}` : ''} · {money(l.product.price)} each
            </p>
          </div>
          <p className="font-semibold">{money(l.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, shipping (free from $75, else the flat rate) and total, shown before paying. */
function Totals({ lines, flatRate }: { lines: CartLine[]; flatRate: number }) {
  const t = checkoutTotals(lines, flatRate);
  return (
    <dl className="mt-3 text-sm">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd>{money(t.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Shipping</dt>
        <dd>{t.shipping === 0 ? 'Free' : money(t.shipping)}</dd>
      </div>
      <div className="mt-2 flex justify-between border-t border-slate-300 pt-2 text-lg font-extrabold">
        <dt>Total (USD)</dt>
        <dd>{money(t.total)}</dd>
      </div>
    </dl>
  );
}

/** The payment step: what will be charged, then PayPal (which collects the shipping address). */
function PayStep({
  lines,
  flatRate,
  onPaid,
  onBack,
}: {
  lines: CartLine[];
  flatRate: number;
  onPaid: (result: ShopCheckoutResult) => void;
  onBack: () => void;
}) {
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  // A new snapshot per render is fine: PayPalCheckout compares by key, so a cart change starts a new PayPal order.
  const snapshot = lines.length > 0 ? shopSnapshot(lines, flatRate) : null;
  const paid = async (payment: CapturedPayment<ShopPayload>) => {
    setFailure(null);
    const order = { ...shopOrderFromPayment(payment, useSessionStore.getState().userId), paypalOrderId: payment.paypalOrderId };
    // The cart and the size and colour pickers are cleared only now, after the capture counted.
    const outcome = await recordPaidOrder(order, () => useCartStore.getState().clear());
    onPaid({ order, outcome });
  };
  return (
    <>
      <Lines lines={lines} />
      <Totals lines={lines} flatRate={flatRate} />
      <p className="mt-3 text-sm text-slate-700">PayPal asks for the shipping address. Your cart is kept until the payment goes through.</p>
      <PaymentFailureNotice failure={failure} />
      <div className="mt-4">
        <LazyPayPalCheckout snapshot={snapshot} onPaid={paid} onFailed={setFailure} />
      </div>
      <div className="mt-3 flex justify-end">
        <Button variant="outline" onClick={onBack}>
          Back to cart
        </Button>
      </div>
    </>
  );
}

/** The confirmation: order number, lines, address, receipt; where to find the order later. */
function DoneStep({ result, onClose }: { result: ShopCheckoutResult; onClose: () => void }) {
  const { order, outcome } = result;
  return (
    <div role="status">
      <p className="font-semibold text-emerald-900">Thank you! Your order is paid.</p>
      <p className="mt-1 text-sm">
        Order number <strong>{order.id}</strong>
        {outcome === 'stored' ? (
          <>
            {' '}
            · find it any time in{' '}
            <Link href="/my-orders/" className="font-semibold underline">
              My Orders
            </Link>
          </>
        ) : null}
        .
      </p>
      <UnrecordedNotice outcome={outcome} paypalOrderId={order.paypalOrderId} />
      {order.address ? null : (
        <p className="mt-2 text-sm font-semibold text-amber-900">
          PayPal did not give us a shipping address: contact us with your order number so we can send it.
        </p>
      )}
      <ReceiptView receipt={shopReceipt(order)} payerEmail={order.payerEmail} />
      <div className="mt-4 flex justify-end">
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}

const TITLES: Record<CartDialogStep, string> = { cart: 'Your Cart', confirm: 'Order Summary', pay: 'Payment', done: 'Order confirmed' };

/**
 * The cart's lines and total; its Checkout asks "Proceed with checkout?", then both this path and
 * the cart bar's Checkout reach the same payment step: lines, subtotal, shipping,
 * total and PayPal. After the capture: the confirmation with the order number, lines and address.
 */
export function CartDialog({
  open,
  onOpenChange,
  step,
  onStepChange,
  lines,
  total,
  flatRate,
  result,
  onPaid,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  step: CartDialogStep;
  onStepChange: (step: CartDialogStep) => void;
  lines: CartLine[];
  total: number;
  flatRate: number;
  result: ShopCheckoutResult | null;
  onPaid: (result: ShopCheckoutResult) => void;
}) {
  const shipping = freeShippingProgress(total);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={TITLES[step]}>
      {step === 'done' && result ? (
        <DoneStep result={result} onClose={() => onOpenChange(false)} />
      ) : step === 'pay' ? (
        <PayStep lines={lines} flatRate={flatRate} onPaid={onPaid} onBack={() => onStepChange('cart')} />
      ) : step === 'confirm' ? (
        <>
          <Lines lines={lines} />
          <Totals lines={lines} flatRate={flatRate} />
          <p className="mt-5 font-semibold">Proceed with checkout?</p>
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => onStepChange('cart')}>
              Back to cart
            </Button>
            <Button onClick={() => onStepChange('pay')}>Confirm order</Button>
          </div>
        </>
      ) : (
        <>
          <Lines lines={lines} />
          <p className="mt-3 flex justify-between text-lg font-extrabold">
            <span>Total</span>
            <span>{money(total)}</span>
          </p>
          <div className="mt-4 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
            <p>{shipping.qualifies ? 'Your order ships free.' : `${money(shipping.remaining)} away from free shipping`}</p>
            <div className="mt-2 h-2 overflow-hidden rounded-full bg-white">
              <div className="h-full rounded-full bg-brand-700" style={{ width: `${Math.round(shipping.progress * 100)}%` }} />
            </div>
          </div>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Keep shopping
            </Button>
            <Button onClick={() => onStepChange('confirm')}>Checkout</Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
