import { render, screen, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayPalButtonsComponentProps } from '@paypal/react-paypal-js';
import { makeSnapshot } from '@/lib/payments/snapshot';

const dispatch = jest.fn();
const scriptState = { isPending: false, isRejected: false, isResolved: true, options: {} };
let buttonProps: PayPalButtonsComponentProps | null = null;

jest.mock('@paypal/react-paypal-js', () => ({
  DISPATCH_ACTION: { RESET_OPTIONS: 'resetOptions' },
  PayPalScriptProvider: ({ children, options }: { children: React.ReactNode; options: unknown }) => (
    <div data-testid="provider" data-options={JSON.stringify(options)}>
      {children}
    </div>
  ),
  usePayPalScriptReducer: () => [scriptState, dispatch],
  PayPalButtons: (props: PayPalButtonsComponentProps) => {
    buttonProps = props;
    return <div data-testid="buttons" data-height={props.style?.height} />;
  },
}));

import { PayPalCheckout, paypalAmount } from '@/components/payments/paypal-checkout';

beforeEach(() => {
  dispatch.mockClear();
  buttonProps = null;
  Object.assign(scriptState, { isPending: false, isRejected: false, isResolved: true });
  window.matchMedia = jest.fn().mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
});

/** Tickets at $95 each plus the 8% fee. */
const tickets = (quantity: number) =>
  makeSnapshot({
    description: `Final: ${quantity} x tickets`,
    items: [{ name: 'GA', sku: 'e1-general', quantity, unitAmount: 95 }],
    fee: Math.round(95 * quantity * 0.08),
    payload: { quantity },
  });

const completed = (id: string, value: string, status = 'COMPLETED') => ({
  id,
  status,
  purchase_units: [{ payments: { captures: [{ id: `C-${id}`, status, amount: { currency_code: 'USD', value } }] } }],
});

let orderCount = 0;
const fakeActions = (capture: jest.Mock = jest.fn((id: string) => Promise.resolve(completed(id, '103')))) => {
  const create = jest.fn(() => Promise.resolve(`ORDER-${++orderCount}`));
  return {
    create,
    capture,
    createActions: { order: { create } } as never,
    approveActions: (id: string) => ({ order: { capture: () => capture(id) } }) as never,
  };
};

const approve = (id: string, actions: never) =>
  act(async () => {
    await buttonProps!.onApprove!({ orderID: id, facilitatorAccessToken: '' }, actions);
  });

function setup(quantity = 1) {
  const onPaid = jest.fn();
  const onFailed = jest.fn();
  const view = render(<PayPalCheckout snapshot={tickets(quantity)} onPaid={onPaid} onFailed={onFailed} />);
  const rerender = (q: number | null) => view.rerender(<PayPalCheckout snapshot={q === null ? null : tickets(q)} onPaid={onPaid} onFailed={onFailed} />);
  return { onPaid, onFailed, rerender };
}

describe('PayPalCheckout: the one payment flow', () => {
  it('loads the SDK with the client id, USD and capture intent', () => {
    setup();
    expect(JSON.parse(screen.getByTestId('provider').dataset.options!)).toEqual({ clientId: 'test', currency: 'USD', intent: 'capture' });
    expect(screen.getByTestId('buttons').dataset.height).toBe('55');
    expect(paypalAmount(12.5)).toBe('12.50');
  });

  it('creates the PayPal order from the snapshot, reuses it while nothing changes, and reports one payment however often PayPal calls back', async () => {
    const { onPaid } = setup(1);
    const a = fakeActions();
    const first = await buttonProps!.createOrder!({ paymentSource: 'paypal' }, a.createActions);
    const second = await buttonProps!.createOrder!({ paymentSource: 'paypal' }, a.createActions);
    expect(a.create).toHaveBeenCalledTimes(1);
    expect(a.create).toHaveBeenCalledWith({
      intent: 'CAPTURE',
      // Our invoice id (a fresh one per PayPal order) and what is bought, for PayPal's own record.
      purchase_units: [
        {
          description: 'Final: 1 x tickets',
          custom_id: 'e1-general x1',
          invoice_id: expect.stringMatching(/^WAL-[0-9A-F]{12}$/),
          amount: { currency_code: 'USD', value: '103' },
        },
      ],
      application_context: { shipping_preference: 'NO_SHIPPING' },
    });
    expect(second).toBe(first);
    await Promise.all([approve(first, a.approveActions(first)), approve(first, a.approveActions(first))]);
    expect(a.capture).toHaveBeenCalledTimes(1);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(onPaid.mock.calls[0][0]).toMatchObject({ paypalOrderId: first, snapshot: { amount: 103, payload: { quantity: 1 } } });
  });

  it('a quantity change after the order was created: the old order is not captured, and the next click creates a new order for the new total', async () => {
    const { onPaid, onFailed, rerender } = setup(1);
    const a = fakeActions(jest.fn((id: string) => Promise.resolve(completed(id, '821'))));
    const old = await buttonProps!.createOrder!({ paymentSource: 'paypal' }, a.createActions);
    rerender(8);
    await approve(old, a.approveActions(old));
    expect(a.capture).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
    expect(onFailed).toHaveBeenCalledWith({ paypalOrderId: old, message: expect.stringContaining('changed while PayPal was open') });

    const fresh = await buttonProps!.createOrder!({ paymentSource: 'paypal' }, a.createActions);
    expect(fresh).not.toBe(old);
    expect(a.create).toHaveBeenLastCalledWith(
      expect.objectContaining({ purchase_units: [expect.objectContaining({ amount: { currency_code: 'USD', value: '821' } })] }),
    );
    await approve(fresh, a.approveActions(fresh));
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(onPaid.mock.calls[0][0]).toMatchObject({ paypalOrderId: fresh, snapshot: { amount: 821, payload: { quantity: 8 } } });
  });

  it('a capture that is not COMPLETED, or of another amount, is a failure with the PayPal id and nothing is reported paid', async () => {
    for (const [details, text] of [
      [(id: string) => completed(id, '103', 'PENDING'), 'status PENDING'],
      [(id: string) => completed(id, '95'), 'amount other than'],
    ] as const) {
      const { onPaid, onFailed } = setup(1);
      const a = fakeActions(jest.fn((id: string) => Promise.resolve(details(id))));
      const id = await buttonProps!.createOrder!({ paymentSource: 'paypal' }, a.createActions);
      await approve(id, a.approveActions(id));
      expect(onPaid).not.toHaveBeenCalled();
      expect(onFailed).toHaveBeenCalledWith({ paypalOrderId: id, message: expect.stringContaining(text) });
      expect(onFailed.mock.calls[0][0].message).toContain(id);
    }
  });

  it('missing actions at approval is a failure, not a payment', async () => {
    const { onPaid, onFailed } = setup(1);
    const a = fakeActions();
    const id = await buttonProps!.createOrder!({ paymentSource: 'paypal' }, a.createActions);
    await approve(id, {} as never);
    expect(onPaid).not.toHaveBeenCalled();
    expect(onFailed).toHaveBeenCalledWith({ paypalOrderId: id, message: expect.stringContaining('nothing was charged') });
  });

  it('a capture that throws, or a PayPal error, is reported as a failure', async () => {
    const { onPaid, onFailed } = setup(1);
    const a = fakeActions(jest.fn().mockRejectedValue(new Error('declined')));
    const id = await buttonProps!.createOrder!({ paymentSource: 'paypal' }, a.createActions);
    await approve(id, a.approveActions(id));
    act(() => buttonProps!.onError!({}));
    expect(onFailed).toHaveBeenCalledTimes(2);
    expect(onFailed.mock.calls[0][0].paypalOrderId).toBe(id);
    expect(onFailed.mock.calls[1][0]).toEqual({ paypalOrderId: null, message: 'Payment failed. Please try again.' });
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('hides the buttons while there is nothing valid to pay for', () => {
    const { rerender } = setup(1);
    rerender(null);
    expect(screen.queryByTestId('buttons')).toBeNull();
  });

  it('says payment is unavailable when the SDK cannot load, and Retry reloads it', async () => {
    scriptState.isRejected = true;
    setup(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment is unavailable right now');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'resetOptions', value: { clientId: 'test', currency: 'USD', intent: 'capture' } });
  });
});
