'use client';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  DISPATCH_ACTION,
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
  type PayPalButtonsComponentProps,
  type ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js';
import { MOBILE_MAX_WIDTH, PAYPAL_BUTTON_HEIGHT, PAYPAL_BUTTON_HEIGHT_MOBILE } from '@/lib/constants';
import { Button } from '@/components/ui/button';
import { FreshPageOnly } from '@/components/layout/fresh-page-only';

export interface PayPalCheckoutProps {
  /** The purchase unit description, e.g. "Basketball Elite Showdown: 2 x VIP tickets". */
  description: string;
  /** Total in US dollars. */
  amount: number;
  /** Called once per captured payment, with the PayPal order id. */
  onApproved: (paypalOrderId: string) => void;
  /** Called when PayPal reports an error or the capture fails. */
  onFailed?: () => void;
  /** Hides the buttons (e.g. while the form above is invalid). */
  disabled?: boolean;
}

export const PAYPAL_UNAVAILABLE_MESSAGE = 'Payment is unavailable right now: PayPal could not be loaded. Check your connection, then try again.';

/** "45" or "45.50": PayPal wants the amount as text. */
export function paypalAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

const mobileQuery = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
function subscribeMobile(onChange: () => void) {
  const mq = window.matchMedia(mobileQuery);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/**
 * PayPal checkout (JS SDK v5 through @paypal/react-paypal-js): USD, intent capture, one purchase unit,
 * no shipping, captured on approval. Load failure shows a message with Retry. A payment is captured
 * and reported at most once, however often the buttons are clicked.
 *
 * Import it lazily (next/dynamic) so the SDK package is never in a page's first load: the SDK script
 * is requested when this component mounts.
 */
export function PayPalCheckout(props: PayPalCheckoutProps) {
  const options = useMemo<ReactPayPalScriptOptions>(
    () => ({ clientId: process.env.NEXT_PUBLIC_PAYPAL_CLIENT_ID || 'test', currency: 'USD', intent: 'capture' }),
    [],
  );
  return (
    // No payment starts from a saved copy of the page (old prices): components/layout/fresh-page-only.tsx.
    <FreshPageOnly>
      <PayPalScriptProvider options={options}>
        <PayPalCheckoutInner {...props} baseOptions={options} />
      </PayPalScriptProvider>
    </FreshPageOnly>
  );
}

function PayPalCheckoutInner({ description, amount, onApproved, onFailed, disabled, baseOptions }: PayPalCheckoutProps & { baseOptions: ReactPayPalScriptOptions }) {
  const [{ isPending, isRejected }, dispatch] = usePayPalScriptReducer();
  const mobile = useSyncExternalStore(subscribeMobile, () => window.matchMedia(mobileQuery).matches, () => false);
  const [processing, setProcessing] = useState(false);
  /** The order being paid: a second click while it is open reuses it instead of creating another. */
  const openOrder = useRef<Promise<string> | null>(null);
  /** PayPal order ids already captured (or being captured). */
  const captured = useRef(new Set<string>());

  const createOrder = useCallback<NonNullable<PayPalButtonsComponentProps['createOrder']>>(
    (_data, actions) => {
      if (openOrder.current) return openOrder.current;
      const order = actions.order.create({
        intent: 'CAPTURE',
        purchase_units: [{ description, amount: { currency_code: 'USD', value: paypalAmount(amount) } }],
        application_context: { shipping_preference: 'NO_SHIPPING' },
      });
      openOrder.current = order;
      order.catch(() => {
        openOrder.current = null;
      });
      return order;
    },
    [description, amount],
  );

  const onApprove = useCallback<NonNullable<PayPalButtonsComponentProps['onApprove']>>(
    async (data, actions) => {
      const id = data.orderID;
      if (captured.current.has(id)) return;
      captured.current.add(id);
      setProcessing(true);
      try {
        const details = actions.order ? await actions.order.capture() : undefined;
        openOrder.current = null;
        onApproved(details?.id ?? id);
      } catch {
        captured.current.delete(id);
        openOrder.current = null;
        onFailed?.();
      } finally {
        setProcessing(false);
      }
    },
    [onApproved, onFailed],
  );

  const onError = useCallback(() => {
    openOrder.current = null;
    onFailed?.();
  }, [onFailed]);

  const onCancel = useCallback(() => {
    openOrder.current = null;
  }, []);

  if (isRejected) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{PAYPAL_UNAVAILABLE_MESSAGE}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => dispatch({ type: DISPATCH_ACTION.RESET_OPTIONS, value: { ...baseOptions } })}>
          Retry
        </Button>
      </div>
    );
  }

  return (
    <div aria-busy={isPending || processing}>
      {isPending ? (
        <p role="status" className="py-3 text-sm text-slate-700">
          Loading PayPal…
        </p>
      ) : null}
      {processing ? (
        <p role="status" className="py-2 text-sm text-slate-700">
          Confirming your payment…
        </p>
      ) : null}
      {disabled ? null : (
        <PayPalButtons
          style={{ layout: 'vertical', height: mobile ? PAYPAL_BUTTON_HEIGHT_MOBILE : PAYPAL_BUTTON_HEIGHT, label: 'pay' }}
          disabled={processing}
          forceReRender={[mobile]}
          createOrder={createOrder}
          onApprove={onApprove}
          onError={onError}
          onCancel={onCancel}
        />
      )}
    </div>
  );
}
