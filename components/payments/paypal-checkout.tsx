'use client';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  DISPATCH_ACTION,
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
  type PayPalButtonsComponentProps,
  type ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js';
import { MOBILE_MAX_WIDTH } from '@/lib/device/constants';
import { PAYMENT_FAILED_MESSAGE, PAYPAL_BUTTON_HEIGHT, PAYPAL_BUTTON_HEIGHT_MOBILE } from '@/lib/payments/paypal-config';
import { Button } from '@/components/ui/button';
import { PAYPAL_LOAD_TIMEOUT_MS, PAYPAL_UNAVAILABLE_MESSAGE, paypalClientId } from '@/lib/payments/paypal-config';
import { canReuseOrder, newInvoiceId, paypalOrderBody, type CapturedPayment, type PaymentSnapshot } from '@/lib/payments/snapshot';
import { settleApproval, type ApprovalOutcome } from '@/lib/payments/flow';
import { FreshPageOnly } from '@/components/layout/fresh-page-only';
import { usePendingPaymentsStore } from '@/lib/stores/pending-payments-store';
import { useOrdersStore } from '@/lib/stores/orders-store';
import { PendingPayments } from './pending-payments';
import { pendingForSame } from '@/lib/payments/pending';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';
import { siteUpdatedSinceLoad } from '@/lib/payments/site-version';

export { paypalAmount } from '@/lib/payments/snapshot';

/** A payment that did not count: what to tell the buyer, with the PayPal id when there is one. */
export interface PaymentFailure {
  message: string;
  paypalOrderId: string | null;
}

export interface PayPalCheckoutProps<P> {
  /** What is being paid for now (lib/payments/snapshot); null hides the buttons (e.g. while the form is invalid). */
  snapshot: PaymentSnapshot<P> | null;
  /** Called once per verified capture, with the snapshot the PayPal order was created from. */
  /** Recording may wait for the orders store's lock: the buttons stay busy until it is done. */
  onPaid: (payment: CapturedPayment<P>) => void | Promise<void>;
  /** Called when PayPal reports an error or the capture does not count. Nothing is recorded. */
  onFailed: (failure: PaymentFailure) => void;
  /**
   * The flow's rules checked again just before the capture (a contest that started, tickets sold out
   * meanwhile): a message refuses the payment (nothing is charged), null lets it go on.
   */
  recheck?: (snapshot: PaymentSnapshot<P>, paypalOrderId: string) => string | null;
}

export { PAYPAL_UNAVAILABLE_MESSAGE };

const mobileQuery = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
function subscribeMobile(onChange: () => void) {
  const mq = window.matchMedia(mobileQuery);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/**
 * PayPal checkout (JS SDK v5 through @paypal/react-paypal-js): USD, intent capture, one purchase unit.
 * The one payment flow of tickets, contest entries and the shop: the PayPal order is created from the snapshot passed in at
 * that moment; a different snapshot afterwards discards it (an approval of it is not captured) and
 * the next click creates a new one. A capture counts only as checkCapture says. Load failure shows a
 * message with Retry. A payment is captured and reported at most once, however often the buttons are
 * clicked.
 *
 * Import it lazily (next/dynamic) so the SDK package is never in a page's first load: the SDK script
 * is requested when this component mounts.
 */
export function PayPalCheckout<P>(props: PayPalCheckoutProps<P>) {
  const options = useMemo<ReactPayPalScriptOptions>(() => ({ clientId: paypalClientId(), currency: 'USD', intent: 'capture' }), []);
  return (
    // No payment starts from a saved copy of the page (old prices): components/layout/fresh-page-only.tsx.
    <FreshPageOnly>
      <PayPalScriptProvider options={options}>
        <PayPalCheckoutInner {...props} baseOptions={options} />
      </PayPalScriptProvider>
    </FreshPageOnly>
  );
}

interface OpenOrder<P> {
  snapshot: PaymentSnapshot<P>;
  id: Promise<string>;
}

function PayPalCheckoutInner<P>({ snapshot, onPaid, onFailed, recheck, baseOptions }: PayPalCheckoutProps<P> & { baseOptions: ReactPayPalScriptOptions }) {
  const [{ isPending, isRejected }, dispatch] = usePayPalScriptReducer();
  const mobile = useSyncExternalStore(
    subscribeMobile,
    () => window.matchMedia(mobileQuery).matches,
    () => false,
  );
  const [processing, setProcessing] = useState(false);
  // A script that never answers (a venue's dead signal) is given up on after PAYPAL_LOAD_TIMEOUT_MS, said as a load failure with Retry.
  const [attempt, setAttempt] = useState(0);
  const [gaveUpOn, setGaveUpOn] = useState(-1);
  useEffect(() => {
    if (!isPending) return;
    const timer = setTimeout(() => setGaveUpOn(attempt), PAYPAL_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [isPending, attempt]);
  const slow = isPending && gaveUpOn === attempt;
  const hydrated = useHasHydrated();
  const pendingPayments = usePendingPaymentsStore((s) => s.pending);
  /** The PayPal order being captured by this tab now: its pending record is this tab's own, not shown as a notice. */
  const [capturing, setCapturing] = useState<string | null>(null);
  // The PayPal callbacks read the latest props through refs, so they never pay with a stale snapshot.
  const current = useRef(snapshot);
  const handlers = useRef({ onPaid, onFailed, recheck });
  useEffect(() => {
    current.current = snapshot;
    handlers.current = { onPaid, onFailed, recheck };
  });
  /** The PayPal order open for the current snapshot: a second click reuses it instead of creating another. */
  const openOrder = useRef<OpenOrder<P> | null>(null);
  /** The snapshot each PayPal order was created from, by PayPal order id. */
  const snapshots = useRef(new Map<string, PaymentSnapshot<P>>());
  /** Our invoice id of each PayPal order, by PayPal order id. */
  const invoices = useRef(new Map<string, string>());
  /** PayPal order ids already captured (or being captured). */
  const captured = useRef(new Set<string>());

  // A change of what is bought discards the open order: what is recorded is what was charged.
  useEffect(() => {
    if (openOrder.current && !canReuseOrder(openOrder.current.snapshot, snapshot)) openOrder.current = null;
  }, [snapshot]);

  const createOrder = useCallback<NonNullable<PayPalButtonsComponentProps['createOrder']>>((_data, actions) => {
    const now = current.current;
    if (!now) return Promise.reject(new Error('Nothing to pay for'));
    if (openOrder.current && canReuseOrder(openOrder.current.snapshot, now)) return openOrder.current.id;
    const invoiceId = newInvoiceId();
    const id = actions.order.create(paypalOrderBody(now, invoiceId) as Parameters<typeof actions.order.create>[0]).then((orderId) => {
      snapshots.current.set(orderId, now);
      invoices.current.set(orderId, invoiceId);
      return orderId;
    });
    const open = { snapshot: now, id };
    openOrder.current = open;
    id.catch(() => {
      if (openOrder.current === open) openOrder.current = null;
    });
    return id;
  }, []);

  const onApprove = useCallback<NonNullable<PayPalButtonsComponentProps['onApprove']>>(async (data, actions) => {
    const id = data.orderID;
    if (captured.current.has(id)) return;
    // Taken for this tab now, before anything is awaited: PayPal calling back twice captures once.
    captured.current.add(id);
    const taken = snapshots.current.get(id);
    const order = actions.order;
    let outcome: ApprovalOutcome;
    try {
      outcome = await settleApproval({
        paypalOrderId: id,
        taken,
        current: () => current.current,
        invoiceId: invoices.current.get(id),
        siteUpdated: siteUpdatedSinceLoad,
        recheck: handlers.current.recheck,
        paypal: order ? { capture: () => order.capture(), get: () => order.get() } : undefined,
        pending: usePendingPaymentsStore.getState(),
        // Busy until the order is recorded, so a second click cannot start another payment meanwhile.
        record: (payment) => handlers.current.onPaid(payment),
        isRecorded: (paypalOrderId) => useOrdersStore.getState().orders.some((o) => o.paypalOrderId === paypalOrderId),
        onCapturing: () => {
          openOrder.current = null;
          setProcessing(true);
          setCapturing(id);
        },
        now: () => new Date(),
      });
    } finally {
      setProcessing(false);
    }
    if (outcome.ok) return;
    if (outcome.then !== 'keep') captured.current.delete(id);
    if (outcome.then === 'keep' || outcome.then === 'discard') openOrder.current = null;
    if (outcome.then === 'reopen' && taken) openOrder.current = { snapshot: taken, id: Promise.resolve(id) };
    handlers.current.onFailed({ message: outcome.message, paypalOrderId: outcome.paypalOrderId });
  }, []);

  const onError = useCallback(() => {
    openOrder.current = null;
    handlers.current.onFailed({ message: PAYMENT_FAILED_MESSAGE, paypalOrderId: null });
  }, []);

  const onCancel = useCallback(() => {
    openOrder.current = null;
  }, []);

  // A payment of this same purchase still being confirmed: no second one beside it (not while this tab's own capture runs).
  const samePending = snapshot && !processing && hydrated ? pendingForSame(pendingPayments, snapshot) : null;

  if (isRejected || slow) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{PAYPAL_UNAVAILABLE_MESSAGE}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => {
            setAttempt((n) => n + 1);
            dispatch({ type: DISPATCH_ACTION.RESET_OPTIONS, value: { ...baseOptions } });
          }}
        >
          Retry
        </Button>
      </div>
    );
  }

  return (
    <div aria-busy={isPending || processing}>
      <PendingPayments except={processing ? capturing : null} />
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
      {snapshot && samePending ? (
        <p role="status" className="py-2 text-sm font-semibold text-amber-950">
          Paying for this again waits for PayPal order {samePending.paypalOrderId} above: once PayPal shows no payment for it, remove its notice and you can
          pay.
        </p>
      ) : snapshot ? (
        <PayPalButtons
          style={{ layout: 'vertical', height: mobile ? PAYPAL_BUTTON_HEIGHT_MOBILE : PAYPAL_BUTTON_HEIGHT, label: 'pay' }}
          disabled={processing}
          forceReRender={[mobile]}
          createOrder={createOrder}
          onApprove={onApprove}
          onError={onError}
          onCancel={onCancel}
        />
      ) : null}
    </div>
  );
}
