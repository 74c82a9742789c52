import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import { holdPayPal, paypalCaptures, paypalRequests, releasePayPal, setPayPalStubMode, stubPayPal, type PayPalStubMode } from './paypal-stub';
import { at } from '@/lib/must';
import { TICKET_SUCCESS_MESSAGE } from '../../lib/tickets/constants';
import { purchaseDescription } from '../../lib/tickets/order';
import { eventOnSale, ticketListHref } from './content-picks';

// A payment under way is written before PayPal is asked to capture (lib/payments/pending.ts): a tab
// closed meanwhile leaves a notice, a failed capture is asked about before anything else, and the sale
// is checked again just before the charge.

const event = eventOnSale();
const PENDING_TITLE = 'A payment is being confirmed';

/** Opens the event's purchase dialog on the /buy-tickets/ page that lists it, with the stub in `mode`, and clicks Pay. */
async function payFor(page: Page, mode: PayPalStubMode, { click = true } = {}) {
  await stubPayPal(page, mode);
  await page.goto(ticketListHref(event));
  await waitForHydration(page);
  await page.getByRole('button', { name: `Buy Tickets: ${event.title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Buy tickets: ${event.title}`, exact: true });
  await expect(dialog).toBeVisible();
  if (click) await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  return dialog;
}

/** The pending-payment notices on a page. */
const pendingNotice = (page: Page) => page.getByRole('region', { name: /being confirmed/ });

test('a ticket order is traced to its payment: PayPal gets our invoice id and what is bought, and each seat is named by that invoice id and its event', async ({
  page,
}) => {
  await payFor(page, 'approve');
  await expect(page.getByRole('status').filter({ hasText: TICKET_SUCCESS_MESSAGE })).toBeVisible();
  const [request] = await paypalRequests(page);
  const unit = (request?.purchase_units as Array<{ invoice_id?: string; custom_id?: string }> | undefined)?.[0];
  expect(unit?.invoice_id).toMatch(/^WAL-[0-9A-F]{12}$/);
  expect(unit?.custom_id).toBe(`event-${event.id}-general x1`);
  await page.goto('/my-tickets/');
  await waitForHydration(page);
  await expect(page.getByRole('img', { name: new RegExp(`ticket ${unit?.invoice_id}-1-E${event.id}$`) })).toBeVisible();
});

test.describe('payments under way', () => {
  test('a tab reloaded while the capture is under way leaves a notice with the PayPal id on My Tickets and above the PayPal buttons, until the buyer removes it', async ({
    page,
  }) => {
    const dialog = await payFor(page, 'capture-lost');
    await expect(dialog.getByText('Confirming your payment…')).toBeVisible();
    // This tab's own capture is not a notice while it runs.
    await expect(pendingNotice(page)).toHaveCount(0);
    // The pending record is written first, then the capture is asked for: wait until PayPal has been asked.
    await expect.poll(async () => (await paypalCaptures(page)).length).toBe(1);
    const id = at(await paypalCaptures(page), 0, 'PayPal capture');

    await page.goto('/my-tickets/');
    await waitForHydration(page);
    const notice = pendingNotice(page);
    await expect(notice).toContainText(PENDING_TITLE);
    await expect(notice).toContainText(`PayPal order ${id}`);
    await expect(notice).toContainText(/started [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M [A-Z][\w+:-]*\./);
    await expect(notice).toContainText(purchaseDescription(event.title, 'general', 1));
    await expect(notice).toContainText('Do not pay again.');
    await expect(notice.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact/');
    await expectNoAxeViolations(page);

    // The purchase dialog says it too, before any new payment.
    const again = await payFor(page, 'approve', { click: false });
    await expect(again.getByRole('region', { name: PENDING_TITLE })).toContainText(id);

    await page.goto('/my-orders/');
    await waitForHydration(page);
    await notice.getByRole('button', { name: 'Remove this notice' }).click();
    await notice.getByRole('button', { name: 'Remove: PayPal shows no payment' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(pendingNotice(page)).toHaveCount(0);
  });

  test('a capture that fails but went through at PayPal is recorded once, with no notice left', async ({ page }) => {
    await payFor(page, 'capture-error-charged');
    await expect(page.getByRole('status').filter({ hasText: TICKET_SUCCESS_MESSAGE })).toBeVisible();
    const captures = await paypalCaptures(page);
    expect(captures).toHaveLength(1);
    await page.goto('/my-tickets/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: event.title, level: 3 })).toBeVisible();
    await expect(pendingNotice(page)).toHaveCount(0);
  });

  test('a capture that fails with nothing charged says so, and paying again pays the same PayPal order', async ({ page }) => {
    const dialog = await payFor(page, 'capture-error-not-charged');
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('PayPal confirms nothing was charged (PayPal order STUB-ORDER-');
    await expect(pendingNotice(page)).toHaveCount(0);
    await setPayPalStubMode(page, 'approve');
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page.getByRole('status').filter({ hasText: TICKET_SUCCESS_MESSAGE })).toBeVisible();
    // One PayPal order in all: the retry did not open a second one beside the first.
    expect(await paypalRequests(page)).toHaveLength(1);
    expect(await paypalCaptures(page)).toHaveLength(1);
  });

  test('a capture whose outcome PayPal cannot tell is kept as a payment to confirm and is not captured again', async ({ page }) => {
    const dialog = await payFor(page, 'capture-error-unknown');
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('We could not confirm your payment (PayPal order STUB-ORDER-');
    await expect(alert).toContainText('Do not pay again.');
    // And it cannot be paid again by mistake: the PayPal buttons give way to why, until the notice goes.
    await expect(dialog.getByRole('status').filter({ hasText: 'Paying for this again waits for PayPal order STUB-ORDER-' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
    await page.goto('/my-tickets/');
    await waitForHydration(page);
    await expect(pendingNotice(page)).toContainText('STUB-ORDER-');
    await expect(page.getByText('No tickets yet.')).toBeVisible();
  });

  test('a page from before an update of the site is not charged: the content fingerprint is checked just before the capture', async ({ page }) => {
    const dialog = await payFor(page, 'approve', { click: false });
    await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    await holdPayPal(page);
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    // The league publishes while the buyer is in PayPal's window: the server's fingerprint changes.
    await page.route('**/build-id.json', (route) => route.fulfill({ json: { content: 'a-newer-build' } }));
    await releasePayPal(page);
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(
      'The site was updated since this page was loaded (prices or details may have changed), so that payment (PayPal order STUB-ORDER-',
    );
    await expect(alert).toContainText('nothing was charged. Reload the page to see the current details, then pay again.');
    expect(await paypalCaptures(page)).toHaveLength(0);
    // The same build answers with the page's own fingerprint: a payment goes through.
    await page.unroute('**/build-id.json');
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page.getByRole('status').filter({ hasText: TICKET_SUCCESS_MESSAGE })).toBeVisible();
    expect(await paypalCaptures(page)).toHaveLength(1);
  });

  test('tickets sold in another tab while PayPal was open are not charged: the sale is checked again just before the capture', async ({ page }) => {
    const dialog = await payFor(page, 'approve', { click: false });
    await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    await holdPayPal(page);
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    // Another tab buys every seat left meanwhile.
    await page.evaluate(
      (id) => localStorage.setItem('wal-ticket-inventory', JSON.stringify({ state: { available: { [String(id)]: 0 } }, version: 1 })),
      event.id,
    );
    await releasePayPal(page);
    const refused = dialog.getByRole('alert').filter({ hasText: 'No tickets are left now, so that payment' });
    await expect(refused).toContainText('No tickets are left now, so that payment (PayPal order STUB-ORDER-');
    await expect(refused).toContainText('nothing was charged');
    // The quantity says why too, now that the re-check read the other tab's sale.
    await expect(dialog.getByRole('alert').filter({ hasText: 'No tickets are left for this event.' })).toBeVisible();
    expect(await paypalCaptures(page)).toHaveLength(0);
    await expect(pendingNotice(page)).toHaveCount(0);
  });
});
