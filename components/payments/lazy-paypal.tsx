'use client';
import { PAYPAL_UNAVAILABLE_MESSAGE } from '@/lib/payments/paypal-config';
import { Button } from '@/components/ui/button';
import { useLazyModule } from '@/components/ui/use-lazy-module';
import type { PayPalCheckoutProps } from './paypal-checkout';

const loadPayPal = () => import('./paypal-checkout');

/**
 * The PayPal checkout, loaded with the step that shows it and never with the page (the SDK package
 * and script stay out of every first load). When this code cannot be fetched (offline, a new
 * deployment), the buyer is told in words and offered Retry, as when PayPal's own script fails.
 */
export function LazyPayPalCheckout<P>(props: PayPalCheckoutProps<P>) {
  const { mod, failed, retry } = useLazyModule(loadPayPal);

  if (mod) return <mod.PayPalCheckout {...props} />;
  if (failed) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{PAYPAL_UNAVAILABLE_MESSAGE}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={retry}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="py-3 text-sm text-slate-700">
      Loading PayPal…
    </p>
  );
}
