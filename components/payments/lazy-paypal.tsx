'use client';
import dynamic from 'next/dynamic';
import type { ReactElement } from 'react';
import type { PayPalCheckoutProps } from './paypal-checkout';

/**
 * The PayPal checkout, loaded with the step that shows it and never with the page (the SDK package
 * and script stay out of every first load). Typed with the flow's snapshot payload.
 */
export const LazyPayPalCheckout = dynamic(() => import('./paypal-checkout').then((m) => m.PayPalCheckout), {
  ssr: false,
  loading: () => (
    <p role="status" className="py-3 text-sm text-slate-700">
      Loading PayPal…
    </p>
  ),
}) as unknown as <P>(props: PayPalCheckoutProps<P>) => ReactElement;
