import type { Page } from '@playwright/test';

/** Every request for the PayPal JS SDK (https://www.paypal.com/sdk/js?client-id=...). */
export const PAYPAL_SDK_URL = /^https:\/\/www\.(sandbox\.)?paypal\.com\/sdk\/js/;

export type PayPalStubMode = 'approve' | 'fail';

/**
 * A stand-in for the PayPal JS SDK v5, enough for @paypal/react-paypal-js 10.5.2: window.paypal with
 * `version` and `Buttons(options)` returning { isEligible, render(container), close, updateProps }.
 * render() calls options.onInit(data, actions) with enable/disable and draws one real <button>
 * ("Pay with PayPal"). Clicking it calls options.createOrder(data, actions) where actions.order.create
 * records the request body in window.__paypalStub.requests and resolves an order id; then, in
 * "approve" mode, options.onApprove({ orderID }, actions) with actions.order.capture() resolving
 * { id, status: "COMPLETED" } (each capture counted in window.__paypalStub.captures); in "fail" mode
 * options.onError(new Error(...)).
 */
export function paypalStubScript(mode: PayPalStubMode): string {
  return `(() => {
  const stub = (window.__paypalStub = window.__paypalStub || { requests: [], captures: [], mode: ${JSON.stringify(mode)} });
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
          return Promise.resolve('STUB-ORDER-' + Date.now().toString(36).toUpperCase() + '-' + counter);
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
      if (stub.mode === 'fail') {
        if (options.onError) options.onError(new Error('Stubbed PayPal payment failure'));
        return;
      }
      await options.onApprove(
        { orderID, payerID: 'STUB-PAYER', paymentSource: 'paypal' },
        { order: { capture: () => { stub.captures.push(orderID); return Promise.resolve({ id: orderID, status: 'COMPLETED' }); } } },
      );
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
