import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import {
  PAYPAL_BLOCKED_ERRORS,
  STUB_PAYER_EMAIL,
  blockPayPal,
  holdPayPal,
  paypalCaptures,
  paypalRequests,
  releasePayPal,
  setPayPalCaptureAmount,
  setPayPalStubMode,
  stubPayPal,
} from './paypal-stub';
import { at } from '@/lib/must';

const SUCCESS = 'Tickets purchased successfully!';

async function openPurchase(page: Page, title: string) {
  await page.getByRole('button', { name: `Buy Tickets: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Buy tickets: ${title}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('buy tickets: paying with PayPal (stubbed SDK)', () => {
  test('a successful payment records the order, lowers availability and shows the tickets with QR codes and a calendar file', async ({ page }) => {
    await stubPayPal(page, 'approve');
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    const card = page.getByRole('article', { name: 'Basketball Elite Showdown' });
    await expect(card).toContainText('96 of 450 left');

    const dialog = await openPurchase(page, 'Basketball Elite Showdown');
    await dialog.getByRole('radio', { name: /VIP/ }).check();
    await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    // VIP $165 x 2 = $330 + $26 fee = $356
    await expect(dialog.getByText('$330', { exact: true })).toBeVisible();
    await expect(dialog.getByText('$26', { exact: true })).toBeVisible();
    await expect(dialog.getByText('$356', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();

    const status = page.getByRole('status').filter({ hasText: SUCCESS });
    await expect(status).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('94 of 450 left');
    // Only what is true: no email was sent. The receipt is on screen, printable, and can be emailed by the buyer.
    await expect(page.getByText(/sent to your email/i)).toHaveCount(0);
    const [captured] = await paypalCaptures(page);
    await expect(status).toContainText(`$356 paid (PayPal order ${captured})`);
    const receipt = status.locator('[data-receipt]');
    await expect(receipt).toContainText('2 x VIP tickets');
    await expect(receipt).toContainText('Total paid (USD)$356.00');
    await expect(receipt.getByRole('button', { name: 'Print receipt' })).toBeVisible();
    await expect(receipt.getByRole('link', { name: 'Email me this receipt' })).toHaveAttribute('href', new RegExp(`^mailto:${STUB_PAYER_EMAIL}\\?subject=`));
    await expectNoAxeViolations(page);

    const [request] = await paypalRequests(page);
    expect(request).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ description: 'Basketball Elite Showdown: 2 x VIP tickets', amount: { currency_code: 'USD', value: '356' } }],
      application_context: { shipping_preference: 'NO_SHIPPING' },
    });
    expect(await paypalCaptures(page)).toHaveLength(1);

    // The dialog starts over: general, quantity 1.
    const again = await openPurchase(page, 'Basketball Elite Showdown');
    await expect(again.getByRole('radio', { name: /General Admission/ })).toBeChecked();
    await expect(again.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    await page.keyboard.press('Escape');

    await page.reload();
    await waitForHydration(page);
    await expect(card).toContainText('94 of 450 left');

    await page
      .getByRole('link', { name: 'View your tickets' })
      .or(page.getByRole('link', { name: 'My Tickets' }).first())
      .first()
      .click();
    await expect(page).toHaveURL(/\/my-tickets\/$/);
    const order = page.getByRole('article', { name: 'Basketball Elite Showdown' });
    await expect(order).toContainText('VIP');
    await expect(order).toContainText('$356');
    await expect(order).toContainText('Harbor Arena');
    await expect(order.getByRole('img', { name: /^QR code for VIP seat/ })).toHaveCount(2);

    const downloadPromise = page.waitForEvent('download');
    await order.getByRole('button', { name: /Add to calendar/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('basketball-elite-showdown.ics');
    const stream = await download.createReadStream();
    let ics = '';
    for await (const chunk of stream) ics += chunk.toString();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toMatch(/\r\nUID:ticket-STUB-ORDER-[^\r]+\r\n/);
    expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    // 7:30 PM in Chicago (CST, UTC-6) on 16 January 2027
    expect(ics).toContain('\r\nDTSTART:20270117T013000Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Basketball Elite Showdown\r\n');
    expect(ics).toContain('\r\nLOCATION:Harbor Arena\\, 455 Lakeshore Avenue\\, Chicago\\, IL 60611\r\n');
  });

  test('a quantity outside 1-8 is refused with a message, never clamped', async ({ page }) => {
    await stubPayPal(page, 'approve');
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    const dialog = await openPurchase(page, 'Soccer World Cup Final');
    const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
    await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    for (const value of ['9', '0', '2.5']) {
      await quantity.fill(value);
      await expect(dialog.getByRole('alert')).toHaveText(value === '2.5' ? 'Enter a whole number of tickets.' : 'Choose between 1 and 8 tickets.');
      await expect(quantity).toHaveValue(value);
      await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
    }
    await quantity.fill('8');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    // $95 x 8 = $760 + $61 = $821
    await expect(dialog.getByText('$821', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  });

  test('changing the quantity while PayPal is open discards that order: nothing is charged or recorded, and paying again charges the new total', async ({
    page,
  }) => {
    await stubPayPal(page, 'approve');
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    const dialog = await openPurchase(page, 'Soccer World Cup Final');
    await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    await holdPayPal(page);
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect.poll(async () => (await paypalRequests(page)).length).toBe(1);
    await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('8');
    await expect(dialog.getByText('$821', { exact: true })).toBeVisible();
    await releasePayPal(page);
    await expect(dialog.getByRole('alert')).toContainText('Your order changed while PayPal was open, so that payment (PayPal order STUB-ORDER-');
    expect(await paypalCaptures(page)).toHaveLength(0);
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toContainText('8 x General Admission for Soccer World Cup Final, $821 paid');
    const requests = await paypalRequests(page);
    expect(requests.map((r) => at(r.purchase_units as Array<{ amount: { value: string } }>, 0).amount.value)).toEqual(['103', '821']);
    expect(await paypalCaptures(page)).toHaveLength(1);
    await page.goto('/my-tickets/');
    await expect(page.getByRole('img', { name: /^QR code for/ })).toHaveCount(8);
  });

  test('a capture that is not COMPLETED, or of another amount, is an error with the PayPal id and records nothing', async ({ page }) => {
    await stubPayPal(page, 'pending');
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    const card = page.getByRole('article', { name: 'Swimming Sprint Classic' });
    const dialog = await openPurchase(page, 'Swimming Sprint Classic');
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('PayPal has not completed this payment (status PENDING, PayPal order STUB-ORDER-');
    await expect(alert).toContainText('no order was recorded');
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toHaveCount(0);

    await setPayPalStubMode(page, 'approve');
    await setPayPalCaptureAmount(page, '1.00');
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(alert).toContainText('PayPal charged an amount other than this order');
    await page.keyboard.press('Escape');
    await expect(card).toContainText('410 of 600 left');
    await page.goto('/my-tickets/');
    await waitForHydration(page);
    await expect(page.getByText('No tickets yet.')).toBeVisible();
  });

  test('a payment that storage cannot keep is said with its PayPal id and what to do, never as a failure to pay', async ({ page }) => {
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'wal-orders') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    });
    await stubPayPal(page, 'approve');
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    const dialog = await openPurchase(page, 'Swimming Sprint Classic');
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    const status = page.getByRole('status').filter({ hasText: SUCCESS });
    await expect(status).toBeVisible();
    const captured = at(await paypalCaptures(page), 0, 'PayPal capture');
    await expect(status).toContainText(`Your payment went through (PayPal order ${captured}), but this browser is not saving site data`);
    await expect(status.getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expect(status.locator('[data-receipt]')).toContainText(captured);
    await expect(page.getByText(/payment failed/i)).toHaveCount(0);
  });

  test('a failed payment says so and keeps the dialog open', async ({ page }) => {
    await stubPayPal(page, 'fail');
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    const dialog = await openPurchase(page, 'Swimming Sprint Classic');
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Payment failed. Please try again.');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: 'Swimming Sprint Classic' })).toContainText('410 of 600 left');
  });

  test.describe('when the SDK cannot load', () => {
    test.use({ allowErrors: PAYPAL_BLOCKED_ERRORS });
    test('the dialog says payment is unavailable and Retry loads it again', async ({ page }) => {
      await blockPayPal(page);
      await page.goto('/buy-tickets/');
      await waitForHydration(page);
      const dialog = await openPurchase(page, 'Tennis Open Invitational');
      await expect(dialog.getByRole('alert')).toContainText('Payment is unavailable right now');
      await stubPayPal(page, 'approve');
      await dialog.getByRole('button', { name: 'Retry' }).click();
      await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
      await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    });
  });

  test('double clicks never create two orders', async ({ page }) => {
    await stubPayPal(page, 'approve');
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    const dialog = await openPurchase(page, 'Track & Field Grand Prix');
    await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    expect(await paypalCaptures(page)).toHaveLength(1);
    await expect(page.getByRole('article', { name: 'Track & Field Grand Prix' })).toContainText('233 of 800 left');
    await page.goto('/my-tickets/');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('img', { name: /^QR code for/ })).toHaveCount(3);
  });

  test('buying the last tickets marks the event SOLD OUT with a disabled button', async ({ page }) => {
    await stubPayPal(page, 'approve');
    await page.goto('/buy-tickets/');
    await page.evaluate(() => localStorage.setItem('wal-ticket-inventory', JSON.stringify({ state: { available: { '4': 2 } }, version: 1 })));
    await page.reload();
    await waitForHydration(page);
    const card = page.getByRole('article', { name: 'Tennis Open Invitational' });
    await expect(card).toContainText('2 of 300 left');
    const dialog = await openPurchase(page, 'Tennis Open Invitational');
    const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('3');
    await expect(dialog.getByRole('alert')).toHaveText('Only 2 tickets are left for this event.');
    await quantity.fill('2');
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    await expect(card).toContainText('SOLD OUT');
    await expect(card.getByRole('button', { name: /Sold Out/ })).toBeDisabled();
    await expect(card.getByRole('button', { name: /Buy Tickets/ })).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(card.getByRole('button', { name: /Sold Out/ })).toBeDisabled();
  });

  test('an order bought in one tab shows in My Tickets open in another', async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto('/my-tickets/');
    await waitForHydration(other);
    await expect(other.getByText('No tickets yet.')).toBeVisible();

    await stubPayPal(page, 'approve');
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    const dialog = await openPurchase(page, 'Soccer World Cup Final');
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();

    await expect(other.getByRole('article', { name: 'Soccer World Cup Final' })).toBeVisible();
    await expect(other.getByRole('img', { name: /^QR code for/ })).toHaveCount(1);
    await expectNoAxeViolations(other);
  });
});
