import type { Page } from '@playwright/test';

/** Every request for the PayPal JS SDK (https://www.paypal.com/sdk/js?client-id=...). */
export const PAYPAL_SDK_URL = /^https:\/\/www\.(sandbox\.)?paypal\.com\/sdk\/js/;

/**
 * approve: capture COMPLETED for the created order's amount; fail: PayPal reports an error;
 * pending: the capture comes back with status PENDING; no-actions: onApprove without actions.order;
 * capture-lost: capture() never answers (the tab is closed or reloaded meanwhile);
 * capture-error-*: capture() fails, and actions.order.get() then says the order was charged
 * (COMPLETED, counted in captures), not charged (APPROVED), or fails too (unknown).
 */
export type PayPalStubMode =
  'approve' | 'fail' | 'pending' | 'no-actions' | 'capture-lost' | 'capture-error-charged' | 'capture-error-not-charged' | 'capture-error-unknown';

/** The buyer PayPal reports on a capture (payer email, and the shipping address when one was asked for). */
export const STUB_PAYER_EMAIL = 'fan.buyer@example.com';
export const STUB_ADDRESS = {
  full_name: 'Ada Fan',
  address_line_1: '12 Harbor Street',
  admin_area_2: 'Chicago',
  admin_area_1: 'IL',
  postal_code: '60611',
  country_code: 'US',
};

/**
 * A stand-in for the PayPal JS SDK v5, enough for @paypal/react-paypal-js 10.5.2: window.paypal with
 * `version` and `Buttons(options)` returning { isEligible, render(container), close, updateProps }.
 * render() calls options.onInit(data, actions) with enable/disable and draws one real <button>
 * ("Pay with PayPal"). Clicking it calls options.createOrder(data, actions) where actions.order.create
 * records the request body in window.__paypalStub.requests and resolves an order id; then, in
 * "approve" mode, options.onApprove({ orderID }, actions) with actions.order.capture() resolving a
 * v2 capture response: { id, status: "COMPLETED", payer.email_address, purchase_units[0] with the
 * shipping address (when the order asked for GET_FROM_FILE) and payments.captures[0] for the created
 * order's amount } (each capture counted in window.__paypalStub.captures); in "pending" mode the same
 * with status PENDING; in "no-actions" mode onApprove gets no actions.order; in "fail" mode
 * options.onError(new Error(...)). window.__paypalStub.captureAmount, when set, overrides the
 * captured amount (a capture of another amount); window.__paypalStub.hold = true keeps the buyer "in
 * PayPal" after the order is created until window.__paypalStub.release() (holdPayPal, releasePayPal).
 */
export function paypalStubScript(mode: PayPalStubMode): string {
  return `(() => {
  const stub = (window.__paypalStub = window.__paypalStub || { requests: [], captures: [], orders: {}, mode: ${JSON.stringify(mode)} });
  const payerEmail = ${JSON.stringify(STUB_PAYER_EMAIL)};
  const address = ${JSON.stringify(STUB_ADDRESS)};
  let counter = 0;
  function Buttons(options) {
    let container = null;
    let enabled = true;
    const actions = {
      enable: () => { enabled = true; return Promise.resolve(); },
      disable: () => { enabled = false; return Promise.resolve(); },
    };
    const orderActions = {
      order: {
        create: (body) => {
          stub.requests.push(JSON.parse(JSON.stringify(body)));
          counter += 1;
          const id = 'STUB-ORDER-' + Date.now().toString(36).toUpperCase() + '-' + counter;
          stub.orders[id] = JSON.parse(JSON.stringify(body));
          return Promise.resolve(id);
        },
      },
    };
    async function pay() {
      if (!enabled) return;
      let orderID;
      try {
        orderID = await options.createOrder({ paymentSource: 'paypal' }, orderActions);
      } catch (err) {
        if (options.onError) options.onError(err);
        return;
      }
      if (stub.hold) {
        // The buyer is "in the PayPal window": the test changes the page, then calls __paypalStub.release().
        await new Promise((resolve) => { stub.release = resolve; });
        stub.hold = false;
      }
      if (stub.mode === 'fail') {
        if (options.onError) options.onError(new Error('Stubbed PayPal payment failure'));
        return;
      }
      if (stub.mode === 'no-actions') {
        await options.onApprove({ orderID, payerID: 'STUB-PAYER', paymentSource: 'paypal' }, {});
        return;
      }
      const capture = () => {
        stub.captures.push(orderID);
        const body = stub.orders[orderID] || { purchase_units: [{ amount: { currency_code: 'USD', value: '0' } }] };
        const unit = body.purchase_units[0];
        const status = stub.mode === 'pending' ? 'PENDING' : 'COMPLETED';
        const amount = { currency_code: unit.amount.currency_code, value: stub.captureAmount || unit.amount.value };
        const shipping = body.application_context && body.application_context.shipping_preference === 'GET_FROM_FILE'
          ? { name: { full_name: address.full_name }, address: { address_line_1: address.address_line_1, admin_area_2: address.admin_area_2, admin_area_1: address.admin_area_1, postal_code: address.postal_code, country_code: address.country_code } }
          : undefined;
        return Promise.resolve({
          id: orderID,
          status: 'COMPLETED',
          payer: { email_address: payerEmail, name: { given_name: 'Ada', surname: 'Fan' } },
          purchase_units: [{ reference_id: 'default', shipping, payments: { captures: [{ id: 'CAPTURE-' + orderID, status, amount }] } }],
        });
      };
      const mode = stub.mode;
      const order = {
        capture: () => {
          if (mode === 'capture-lost') {
            stub.captures.push(orderID);
            return new Promise(() => undefined);
          }
          if (mode === 'capture-error-charged') {
            stub.charged = capture();
            return Promise.reject(new Error('Stubbed capture timeout'));
          }
          if (mode.startsWith('capture-error')) return Promise.reject(new Error('Stubbed capture error'));
          return capture();
        },
        get: () => {
          if (mode === 'capture-error-charged') return stub.charged;
          if (mode === 'capture-error-not-charged') return Promise.resolve({ id: orderID, status: 'APPROVED' });
          return Promise.reject(new Error('Stubbed order lookup failure'));
        },
      };
      await options.onApprove({ orderID, payerID: 'STUB-PAYER', paymentSource: 'paypal' }, { order });
    }
    return {
      isEligible: () => true,
      render: (target) => {
        container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) return Promise.reject(new Error('container not found'));
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Pay with PayPal';
        button.setAttribute('data-paypal-stub', '');
        button.style.height = ((options.style && options.style.height) || 45) + 'px';
        button.style.width = '100%';
        button.addEventListener('click', () => { void pay(); });
        container.appendChild(button);
        if (options.onInit) options.onInit({}, actions);
        return Promise.resolve();
      },
      close: () => { if (container) container.innerHTML = ''; return Promise.resolve(); },
      updateProps: () => Promise.resolve(),
    };
  }
  window.paypal = { version: '5.0.0-stub', Buttons, FUNDING: { PAYPAL: 'paypal', CARD: 'card' } };
})();`;
}

/** Answer SDK requests with the stub script (approve or fail every payment). */
export async function stubPayPal(page: Page, mode: PayPalStubMode = 'approve'): Promise<void> {
  await page.unroute(PAYPAL_SDK_URL).catch(() => undefined);
  await page.route(PAYPAL_SDK_URL, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: paypalStubScript(mode) }));
}

/** Make the SDK unreachable (as offline or blocked): every request is aborted. */
export async function blockPayPal(page: Page): Promise<void> {
  await page.unroute(PAYPAL_SDK_URL).catch(() => undefined);
  await page.route(PAYPAL_SDK_URL, (route) => route.abort('failed'));
}

/** Switch an already loaded stub between approving and failing. */
export async function setPayPalStubMode(page: Page, mode: PayPalStubMode): Promise<void> {
  await page.evaluate((m) => {
    (window as unknown as { __paypalStub: { mode: string } }).__paypalStub.mode = m;
  }, mode);
}

/** The next captures charge `value` instead of the order's amount (null: the order's amount again). */
export async function setPayPalCaptureAmount(page: Page, value: string | null): Promise<void> {
  await page.evaluate((v) => {
    (window as unknown as { __paypalStub: { captureAmount: string | null } }).__paypalStub.captureAmount = v;
  }, value);
}

/** The next payment stops after its PayPal order is created, as while the buyer is in PayPal's window. */
export async function holdPayPal(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __paypalStub: { hold: boolean } }).__paypalStub.hold = true;
  });
}

/** The buyer approves in PayPal's window: the held payment goes on. */
export async function releasePayPal(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof (window as unknown as { __paypalStub: { release?: () => void } }).__paypalStub.release === 'function');
  await page.evaluate(() => (window as unknown as { __paypalStub: { release: () => void } }).__paypalStub.release());
}

/** The order requests the page sent to the stub (purchase units, intent, shipping preference). */
export async function paypalRequests(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() => (window as unknown as { __paypalStub?: { requests: Array<Record<string, unknown>> } }).__paypalStub?.requests ?? []);
}

/** How many captures the stub performed. */
export async function paypalCaptures(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __paypalStub?: { captures: string[] } }).__paypalStub?.captures ?? []);
}

/**
 * Console errors a blocked SDK produces (the failed request and the library's log line), as one
 * pattern: `test.use({ allowErrors: PAYPAL_BLOCKED_ERRORS })`. Keep it a one-element array: Playwright
 * reads an array whose second item is an object (a RegExp counts) as a [value, options] tuple.
 */
export const PAYPAL_BLOCKED_ERRORS = [/Failed to load the PayPal JS SDK script|Failed to load resource|ERR_FAILED/];
