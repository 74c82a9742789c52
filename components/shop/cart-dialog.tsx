'use client';
import type { CartLine } from '@/lib/shop/cart';
import { freeShippingProgress } from '@/lib/shop/cart';
import { formatUSD } from '@/lib/format';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';

export type CartDialogStep = 'cart' | 'confirm';

const money = (n: number) => formatUSD(n, { cents: true });

function Lines({ lines, total }: { lines: CartLine[]; total: number }) {
  return (
    <>
      <ul className="divide-y divide-slate-200 border-y border-slate-200">
        {lines.map((l) => (
          <li key={l.product.id} className="flex items-start justify-between gap-3 py-3">
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
      <p className="mt-3 flex justify-between text-lg font-extrabold">
        <span>Total</span>
        <span>{money(total)}</span>
      </p>
    </>
  );
}

/** The cart's lines and total; its Checkout asks "Proceed with checkout?" before placing the order. */
export function CartDialog({
  open,
  onOpenChange,
  step,
  onStepChange,
  lines,
  total,
  onConfirm,
  busy = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  step: CartDialogStep;
  onStepChange: (step: CartDialogStep) => void;
  lines: CartLine[];
  total: number;
  onConfirm: () => void;
  busy?: boolean;
}) {
  const shipping = freeShippingProgress(total);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={step === 'confirm' ? 'Order Summary' : 'Your Cart'}>
      <Lines lines={lines} total={total} />
      {step === 'confirm' ? (
        <>
          <p className="mt-5 font-semibold">Proceed with checkout?</p>
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => onStepChange('cart')}>
              Back to cart
            </Button>
            <Button onClick={onConfirm} disabled={busy}>
              Confirm order
            </Button>
          </div>
        </>
      ) : (
        <>
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
