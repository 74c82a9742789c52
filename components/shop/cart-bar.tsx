'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { Product } from '@/lib/schemas/product';
import { buildShopOrder, freeShippingProgress, type CartLine } from '@/lib/shop/cart';
import { formatUSD } from '@/lib/format';
import { randomId } from '@/lib/ids';
import { useCartStore } from '@/lib/stores/cart-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';
import { Button } from '@/components/ui/button';
import { useCartLines } from './use-cart-lines';
import type { CartDialogStep } from './cart-dialog';

const CartDialog = dynamic(() => import('./cart-dialog').then((m) => m.CartDialog), { ssr: false });

export const CHECKOUT_SUCCESS = 'Checkout successful! Order confirmation sent to your email.';

// The orders store (and its validator) loads only when a checkout is near: not on first paint.
const loadOrdersStore = () => import('@/lib/stores/orders-store').then((m) => m.useOrdersStore);

export const CHECKOUT_FAILED = 'Checkout could not be completed. Please check your connection and try again.';

/** Record the order, then empty the cart and forget sizes and colours (spec §4, decisions §5). */
async function checkout(lines: CartLine[]): Promise<boolean> {
  if (lines.length === 0) return false;
  const order = buildShopOrder(lines, { id: randomId('shop'), userId: useSessionStore.getState().userId, createdAt: new Date().toISOString() });
  const orders = await loadOrdersStore();
  // Read stored orders first, so a late hydration can never overwrite the new one.
  if (!orders.persist.hasHydrated()) await orders.persist.rehydrate();
  orders.getState().addOrder(order);
  useCartStore.getState().clear();
  return true;
}

const plural = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

/**
 * The cart bar (count, total, straight-through Checkout), the floating cart button and the cart
 * dialog whose Checkout asks for confirmation first. The checkout message is announced in page.
 */
export function CartBar({ products }: { products: Product[] }) {
  const hydrated = useHasHydrated();
  const { lines, count, total } = useCartLines(products);
  const [dialog, setDialog] = useState<{ open: boolean; step: CartDialogStep } | null>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const show = hydrated && count > 0;
  const shipping = freeShippingProgress(total);

  const open = () => {
    setMessage(null);
    setDialog({ open: true, step: 'cart' });
  };
  const done = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if (await checkout(lines)) setMessage({ text: CHECKOUT_SUCCESS, ok: true });
      setDialog((d) => (d ? { ...d, open: false } : d));
    } catch {
      setMessage({ text: CHECKOUT_FAILED, ok: false });
    } finally {
      setBusy(false);
    }
  };

  // Fetch the orders store while the visitor looks at the cart, so Checkout answers at once.
  useEffect(() => {
    if (show) void loadOrdersStore().catch(() => undefined);
  }, [show]);

  return (
    <>
      <div className="fixed inset-x-0 bottom-14 z-30 xl:bottom-0">
        <div role="status" aria-live="polite" className="container-page">
          {message?.ok && !show ? (
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-900 shadow-lg ring-1 ring-emerald-300">
              <p>{message.text}</p>
              <button type="button" className="min-h-11 rounded-full px-3 text-sm underline" onClick={() => setMessage(null)}>
                Dismiss
              </button>
            </div>
          ) : null}
        </div>
        <div role="alert" className="container-page">
          {message && !message.ok ? <p className="mb-3 rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800 shadow-lg ring-1 ring-red-300">{message.text}</p> : null}
        </div>
        {show ? (
          <div className="border-t border-brand-800 bg-brand-900 text-white shadow-lg">
            <div className="container-page flex items-center justify-between gap-3 py-2">
              <button type="button" onClick={open} aria-haspopup="dialog" className="flex min-h-11 flex-col items-start rounded-lg px-2 text-left hover:bg-white/10">
                <span className="text-sm text-white/90">
                  <span className="sr-only">View cart: </span>
                  {plural(count)}
                </span>
                <span className="text-lg font-extrabold">{formatUSD(total, { cents: true })}</span>
              </button>
              <p className="hidden flex-1 text-center text-sm text-white/90 sm:block">{shipping.qualifies ? 'Free shipping unlocked' : `${formatUSD(shipping.remaining, { cents: true })} away from free shipping`}</p>
              <button
                type="button"
                onClick={open}
                aria-haspopup="dialog"
                aria-label={`Open cart, ${plural(count)}`}
                className="relative ml-auto flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-accent-700 text-white shadow-xl ring-2 ring-white hover:bg-accent-600 sm:fixed sm:bottom-32 sm:right-4 sm:z-30 sm:ml-0 sm:h-14 sm:w-14 xl:bottom-20"
              >
                <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M3 4h2l2.4 11.2a2 2 0 002 1.6h7.8a2 2 0 002-1.6L21 8H6.2" />
                  <circle cx="10" cy="20" r="1.3" />
                  <circle cx="17" cy="20" r="1.3" />
                </svg>
                <span aria-hidden="true" className="absolute -right-1 -top-1 flex h-6 min-w-6 items-center justify-center rounded-full bg-white px-1 text-xs font-bold text-accent-700 ring-2 ring-accent-700">
                  {count}
                </span>
              </button>
              <Button variant="light" size="sm" onClick={done} disabled={busy}>
                Checkout
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      {dialog ? (
        <CartDialog
          open={dialog.open && count > 0}
          step={dialog.step}
          onStepChange={(step) => setDialog({ open: true, step })}
          onOpenChange={(o) => setDialog((d) => (d ? { ...d, open: o } : d))}
          lines={lines}
          total={total}
          onConfirm={done}
          busy={busy}
        />
      ) : null}
    </>
  );
}
