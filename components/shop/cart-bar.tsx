'use client';
import { useEffect, useState } from 'react';
import type { Product } from '@/lib/schemas/product';
import { freeShippingProgress } from '@/lib/shop/cart';
import { formatUSD } from '@/lib/format/en-us';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';
import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import { useCartLines } from './use-cart-lines';
import type { CartDialogStep, ShopCheckoutResult } from './cart-dialog';
import { StrokeIcon } from '@/components/ui/stroke-icon';

type CartDialogModule = typeof import('./cart-dialog');
// The dialog (and with it the payment step and the orders store) loads when a cart is shown, not with the page.
const loadCartDialog = () => import('./cart-dialog');

export const CHECKOUT_FAILED = 'The cart could not be opened. Please check your connection and try again; your cart is kept.';

const plural = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

/**
 * The cart bar (count, total, Checkout straight to the payment step), the floating cart button and
 * the cart dialog whose Checkout asks for confirmation first, then reaches the same payment step.
 * After a paid checkout the confirmation shows in the dialog, then a line links to My Orders.
 */
export function CartBar({ products, flatRate }: { products: Product[]; flatRate: number }) {
  const hydrated = useHasHydrated();
  const { lines, count, total } = useCartLines(products);
  const [dialog, setDialog] = useState<{ open: boolean; step: CartDialogStep } | null>(null);
  const [paid, setPaid] = useState<ShopCheckoutResult | null>(null);
  const [mod, setMod] = useState<CartDialogModule | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const show = hydrated && count > 0;
  const shipping = freeShippingProgress(total);

  // Fetch the dialog while the visitor looks at the cart, so Checkout answers at once.
  useEffect(() => {
    if (show && !mod) loadCartDialog().then(setMod, () => undefined);
  }, [show, mod]);

  const open = (step: CartDialogStep) => {
    setPaid(null);
    setLoadFailed(false);
    if (mod) {
      setDialog({ open: true, step });
      return;
    }
    loadCartDialog().then(
      (m) => {
        setMod(m);
        setDialog({ open: true, step });
      },
      () => setLoadFailed(true),
    );
  };
  const onPaid = (result: ShopCheckoutResult) => {
    setPaid(result);
    setDialog({ open: true, step: 'done' });
  };
  const dialogOpen = !!dialog?.open && (count > 0 || (dialog.step === 'done' && !!paid));

  return (
    <>
      <div className="fixed inset-x-0 bottom-14 z-30 xl:bottom-0">
        <div role="status" aria-live="polite" className="container-page">
          {paid && !dialogOpen && !show ? (
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-900 shadow-lg ring-1 ring-emerald-300">
              <p>
                Order {paid.order.id} is paid.{' '}
                <Link href="/my-orders/" className="underline">
                  View it in My Orders
                </Link>
              </p>
              <button type="button" className="min-h-11 rounded-full px-3 text-sm underline" onClick={() => setPaid(null)}>
                Dismiss
              </button>
            </div>
          ) : null}
        </div>
        <div role="alert" className="container-page">
          {loadFailed ? (
            <p className="mb-3 rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800 shadow-lg ring-1 ring-red-300">{CHECKOUT_FAILED}</p>
          ) : null}
        </div>
        {show ? (
          <div className="border-t border-brand-800 bg-brand-900 text-white shadow-lg">
            <div className="container-page flex items-center justify-between gap-3 py-2">
              <button
                type="button"
                onClick={() => open('cart')}
                aria-haspopup="dialog"
                className="flex min-h-11 flex-col items-start rounded-lg px-2 text-left hover:bg-white/10"
              >
                <span className="text-sm text-white/90">
                  <span className="sr-only">View cart: </span>
                  {plural(count)}
                </span>
                <span className="text-lg font-extrabold">{formatUSD(total, { cents: true })}</span>
              </button>
              <p className="hidden flex-1 text-center text-sm text-white/90 sm:block">
                {shipping.qualifies ? 'Free shipping unlocked' : `${formatUSD(shipping.remaining, { cents: true })} away from free shipping`}
              </p>
              <button
                type="button"
                onClick={() => open('cart')}
                aria-haspopup="dialog"
                aria-label={`Open cart, ${plural(count)}`}
                className="relative ml-auto flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-accent-700 text-white shadow-xl ring-2 ring-white hover:bg-accent-600 sm:fixed sm:right-4 sm:bottom-32 sm:z-30 sm:ml-0 sm:h-14 sm:w-14 xl:bottom-20"
              >
                <StrokeIcon size={26}>
                  <path d="M3 4h2l2.4 11.2a2 2 0 002 1.6h7.8a2 2 0 002-1.6L21 8H6.2" />
                  <circle cx="10" cy="20" r="1.3" />
                  <circle cx="17" cy="20" r="1.3" />
                </StrokeIcon>
                <span
                  aria-hidden="true"
                  className="absolute -top-1 -right-1 flex h-6 min-w-6 items-center justify-center rounded-full bg-white px-1 text-xs font-bold text-accent-700 ring-2 ring-accent-700"
                >
                  {count}
                </span>
              </button>
              <Button variant="light" size="sm" onClick={() => open('pay')} aria-haspopup="dialog">
                Checkout
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      {dialog && mod ? (
        <mod.CartDialog
          open={dialogOpen}
          step={dialog.step}
          onStepChange={(step) => setDialog({ open: true, step })}
          onOpenChange={(o) => setDialog((d) => (d ? { ...d, open: o } : d))}
          lines={lines}
          total={total}
          flatRate={flatRate}
          result={paid}
          onPaid={onPaid}
        />
      ) : null}
    </>
  );
}
