import { render, screen, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayPalButtonsComponentProps } from '@paypal/react-paypal-js';

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

const fakeActions = (create = jest.fn().mockResolvedValue('ORDER-1'), capture = jest.fn().mockResolvedValue({ id: 'ORDER-1', status: 'COMPLETED' })) => ({
  create,
  capture,
  createActions: { order: { create } } as never,
  approveActions: { order: { capture } } as never,
});

describe('PayPalCheckout', () => {
  it('loads the SDK with the client id, USD and capture intent', () => {
    render(<PayPalCheckout description="Contest Entry Fee: Spring Cup" amount={49} onApproved={jest.fn()} />);
    expect(JSON.parse(screen.getByTestId('provider').dataset.options!)).toEqual({ clientId: 'test', currency: 'USD', intent: 'capture' });
    expect(screen.getByTestId('buttons').dataset.height).toBe('55');
  });

  it('creates one purchase unit with the description, amount as text and no shipping', async () => {
    render(<PayPalCheckout description="Soccer: 2 x VIP tickets" amount={356} onApproved={jest.fn()} />);
    const a = fakeActions();
    await buttonProps!.createOrder!({ paymentSource: 'paypal' }, a.createActions);
    expect(a.create).toHaveBeenCalledWith({
      intent: 'CAPTURE',
      purchase_units: [{ description: 'Soccer: 2 x VIP tickets', amount: { currency_code: 'USD', value: '356' } }],
      application_context: { shipping_preference: 'NO_SHIPPING' },
    });
    expect(paypalAmount(12.5)).toBe('12.50');
  });

  it('captures on approval and reports the order once, however often PayPal calls back', async () => {
    const onApproved = jest.fn();
    render(<PayPalCheckout description="x" amount={10} onApproved={onApproved} />);
    const a = fakeActions();
    const first = buttonProps!.createOrder!({ paymentSource: 'paypal' }, a.createActions);
    const second = buttonProps!.createOrder!({ paymentSource: 'paypal' }, a.createActions);
    expect(a.create).toHaveBeenCalledTimes(1);
    expect(await first).toBe(await second);
    await act(async () => {
      await Promise.all([
        buttonProps!.onApprove!({ orderID: 'ORDER-1', facilitatorAccessToken: '' }, a.approveActions),
        buttonProps!.onApprove!({ orderID: 'ORDER-1', facilitatorAccessToken: '' }, a.approveActions),
      ]);
    });
    expect(a.capture).toHaveBeenCalledTimes(1);
    expect(onApproved).toHaveBeenCalledTimes(1);
    expect(onApproved).toHaveBeenCalledWith('ORDER-1');
  });

  it('reports a failed capture or a PayPal error', async () => {
    const onFailed = jest.fn();
    render(<PayPalCheckout description="x" amount={10} onApproved={jest.fn()} onFailed={onFailed} />);
    const a = fakeActions(undefined, jest.fn().mockRejectedValue(new Error('declined')));
    await act(async () => {
      await buttonProps!.onApprove!({ orderID: 'ORDER-9', facilitatorAccessToken: '' }, a.approveActions);
    });
    act(() => buttonProps!.onError!({}));
    expect(onFailed).toHaveBeenCalledTimes(2);
  });

  it('hides the buttons while disabled', () => {
    render(<PayPalCheckout description="x" amount={10} onApproved={jest.fn()} disabled />);
    expect(screen.queryByTestId('buttons')).toBeNull();
  });

  it('says payment is unavailable when the SDK cannot load, and Retry reloads it', async () => {
    scriptState.isRejected = true;
    render(<PayPalCheckout description="x" amount={10} onApproved={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment is unavailable right now');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'resetOptions', value: { clientId: 'test', currency: 'USD', intent: 'capture' } });
  });
});
