import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import {
  PAYPAL_BLOCKED_ERRORS,
  PAYPAL_SDK_URL,
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
import { availabilityText } from '../../lib/tickets/availability';
import { icsFileName } from '../../lib/tickets/calendar';
import { TICKET_QUANTITY_MAX, TICKET_SUCCESS_MESSAGE } from '../../lib/tickets/constants';
import { eventLocation } from '../../lib/tickets/order-event';
import { purchaseDescription } from '../../lib/tickets/order';
import { priceBreakdown } from '../../lib/tickets/pricing';
import { ticketEventHref } from '../../lib/tickets/links';
import { paypalAmount } from '../../lib/payments/snapshot';
import { formatUSD } from '../../lib/format/en-us';
import type { TicketEvent } from '../../lib/schemas/ticket-event';
import { eventOnSale, eventsOnSale, ticketListHref } from './content-picks';

const SUCCESS = TICKET_SUCCESS_MESSAGE;

/** The event's card on the tickets page. */
const cardOf = (page: Page, event: TicketEvent) => page.getByRole('article', { name: event.title, exact: true });
/** The card's seats in words: the data file's count less `bought`. */
const seatsLeft = (event: TicketEvent, bought = 0) => availabilityText(event.availableTickets - bought, event.totalTickets);
/** A calendar file's text with its folded lines joined (RFC 5545 3.1), and text as the file escapes it. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,');

async function openPurchase(page: Page, title: string) {
  await page.getByRole('button', { name: `Buy Tickets: ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Buy tickets: ${title}`, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('buy tickets: paying with PayPal (stubbed SDK)', () => {
  test('a successful payment records the order, lowers availability and shows the tickets with QR codes and a calendar file', async ({ page }) => {
    await stubPayPal(page, 'approve');
    const event = eventOnSale(3);
    await page.goto(ticketListHref(event));
    await waitForHydration(page);
    // Two VIP seats, and one left to buy again afterwards.
    const vip = priceBreakdown(event.vipPrice, 2);
    const card = cardOf(page, event);
    await expect(card).toContainText(seatsLeft(event));

    const dialog = await openPurchase(page, event.title);
    await dialog.getByRole('radio', { name: /VIP/ }).check();
    await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    // Subtotal, service fee and total, by the page's pricing rule.
    await expect(dialog.getByText(formatUSD(vip.subtotal), { exact: true })).toBeVisible();
    await expect(dialog.getByText(formatUSD(vip.fee), { exact: true })).toBeVisible();
    await expect(dialog.getByText(formatUSD(vip.total), { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();

    const status = page.getByRole('status').filter({ hasText: SUCCESS });
    await expect(status).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText(seatsLeft(event, 2));
    // Only what is true: no email was sent. The receipt is on screen, printable, and can be emailed by the buyer.
    await expect(page.getByText(/sent to your email/i)).toHaveCount(0);
    const [captured] = await paypalCaptures(page);
    await expect(status).toContainText(`${formatUSD(vip.total)} paid (PayPal order ${captured})`);
    const receipt = status.locator('[data-receipt]');
    await expect(receipt).toContainText('2 x VIP tickets');
    await expect(receipt).toContainText(`Total paid (USD)${formatUSD(vip.total, { cents: true })}`);
    await expect(receipt.getByRole('button', { name: 'Print receipt' })).toBeVisible();
    await expect(receipt.getByRole('link', { name: 'Email me this receipt' })).toHaveAttribute('href', new RegExp(`^mailto:${STUB_PAYER_EMAIL}\\?subject=`));
    await expectNoAxeViolations(page);

    const [request] = await paypalRequests(page);
    expect(request).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          description: purchaseDescription(event.title, 'vip', 2),
          custom_id: `event-${event.id}-vip x2`,
          invoice_id: expect.stringMatching(/^WAL-[0-9A-F]{12}$/),
          amount: { currency_code: 'USD', value: paypalAmount(vip.total) },
        },
      ],
      application_context: { shipping_preference: 'NO_SHIPPING' },
    });
    expect(await paypalCaptures(page)).toHaveLength(1);

    // The dialog starts over: general, quantity 1.
    const again = await openPurchase(page, event.title);
    await expect(again.getByRole('radio', { name: /General Admission/ })).toBeChecked();
    await expect(again.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    await page.keyboard.press('Escape');

    await page.reload();
    await waitForHydration(page);
    await expect(card).toContainText(seatsLeft(event, 2));

    await page
      .getByRole('link', { name: 'View your tickets' })
      .or(page.getByRole('link', { name: 'My Tickets' }).first())
      .first()
      .click();
    await expect(page).toHaveURL(/\/my-tickets\/$/);
    const order = page.getByRole('article', { name: event.title, exact: true });
    await expect(order).toContainText('VIP');
    await expect(order).toContainText(formatUSD(vip.total));
    await expect(order).toContainText(event.venue);
    await expect(order.getByRole('img', { name: /^QR code for VIP seat/ })).toHaveCount(2);
    // The order id a refund request asks for ("Order id (on My Tickets)") is on the order.
    await expect(order.getByRole('definition').filter({ hasText: /^ticket-STUB-ORDER-/ })).toBeVisible();

    const downloadPromise = page.waitForEvent('download');
    await order.getByRole('button', { name: /Add to calendar/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(icsFileName(event.title));
    const stream = await download.createReadStream();
    let file = '';
    for await (const chunk of stream) file += chunk.toString();
    const ics = unfold(file);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    // The event's own UID, as its sport's feed gives it: a calendar holding both shows the event once.
    const uid = /\r\nUID:([^\r]+)\r\n/.exec(ics)?.[1];
    expect(uid).toBeDefined();
    const feed = unfold(await (await page.request.get(`/calendar/${event.sport}.ics`)).text());
    expect(feed).toContain(`\r\nUID:${uid}\r\n`);
    expect(ics).toMatch(new RegExp(`\\r\\nURL:https?://[^\\r]+${ticketEventHref(event.id)}\\r\\n`));
    expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    // The start is the venue's local time in its own zone, which the file defines; the place is the venue's full address.
    expect(ics).toContain(`\r\nDTSTART;TZID=${event.timeZone}:${event.date.replace(/-/g, '')}T${event.time.replace(':', '')}00\r\n`);
    expect(ics).toContain(`\r\nTZID:${event.timeZone}\r\n`);
    expect(ics).toContain(`\r\nSUMMARY:${icsText(event.title)}\r\n`);
    expect(ics).toContain(`\r\nLOCATION:${icsText(eventLocation(event))}\r\n`);
  });

  test('an event on a later page of the list is found there and bought there', async ({ page }) => {
    // The last event on sale in the list's order: on the list's last page that has one (page 1 when the list is one page).
    const later = eventsOnSale()
      .map((e) => ({ e, href: ticketListHref(e) }))
      .at(-1);
    if (!later) throw new Error('no ticketed event on sale in data/ for this browser test');
    await stubPayPal(page, 'approve');
    await page.goto(later.href);
    await waitForHydration(page);
    const card = cardOf(page, later.e);
    await expect(card).toContainText(seatsLeft(later.e));
    const dialog = await openPurchase(page, later.e.title);
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    await expect(card).toContainText(seatsLeft(later.e, 1));
  });

  test('a quantity outside 1-8 is refused with a message, never clamped', async ({ page }) => {
    await stubPayPal(page, 'approve');
    const event = eventOnSale(TICKET_QUANTITY_MAX);
    await page.goto(ticketListHref(event));
    await waitForHydration(page);
    const dialog = await openPurchase(page, event.title);
    const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
    await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    for (const value of ['9', '0', '2.5']) {
      await quantity.fill(value);
      await expect(dialog.getByRole('alert')).toHaveText(value === '2.5' ? 'Enter a whole number of tickets.' : 'Choose between 1 and 8 tickets.');
      await expect(quantity).toHaveValue(value);
      await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
    }
    await quantity.fill(String(TICKET_QUANTITY_MAX));
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByText(formatUSD(priceBreakdown(event.ticketPrice, TICKET_QUANTITY_MAX).total), { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  });

  test('changing the quantity while PayPal is open discards that order: nothing is charged or recorded, and paying again charges the new total', async ({
    page,
  }) => {
    await stubPayPal(page, 'approve');
    const event = eventOnSale(8);
    await page.goto(ticketListHref(event));
    await waitForHydration(page);
    const [one, eight] = [priceBreakdown(event.ticketPrice, 1).total, priceBreakdown(event.ticketPrice, 8).total];
    const dialog = await openPurchase(page, event.title);
    await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    await holdPayPal(page);
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect.poll(async () => (await paypalRequests(page)).length).toBe(1);
    await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('8');
    await expect(dialog.getByText(formatUSD(eight), { exact: true })).toBeVisible();
    await releasePayPal(page);
    await expect(dialog.getByRole('alert')).toContainText('Your order changed while PayPal was open, so that payment (PayPal order STUB-ORDER-');
    expect(await paypalCaptures(page)).toHaveLength(0);
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toContainText(`8 x General Admission for ${event.title}, ${formatUSD(eight)} paid`);
    const requests = await paypalRequests(page);
    expect(requests.map((r) => at(r.purchase_units as Array<{ amount: { value: string } }>, 0).amount.value)).toEqual([paypalAmount(one), paypalAmount(eight)]);
    expect(await paypalCaptures(page)).toHaveLength(1);
    await page.goto('/my-tickets/');
    await expect(page.getByRole('img', { name: /^QR code for/ })).toHaveCount(8);
  });

  test('a capture that is not COMPLETED, or of another amount, is an error with the PayPal id and records nothing', async ({ page }) => {
    await stubPayPal(page, 'pending');
    const event = eventOnSale();
    await page.goto(ticketListHref(event));
    await waitForHydration(page);
    const card = cardOf(page, event);
    const dialog = await openPurchase(page, event.title);
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('PayPal has not completed this payment (status PENDING, PayPal order STUB-ORDER-');
    await expect(alert).toContainText('no order was recorded');
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toHaveCount(0);
    // The pending payment is kept to confirm: the same purchase cannot be paid again beside it
    // until the buyer says PayPal shows no payment for it.
    await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
    await expect(dialog.getByRole('status').filter({ hasText: 'Paying for this again waits for PayPal order STUB-ORDER-' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove this notice' }).click();
    await dialog.getByRole('button', { name: 'Remove: PayPal shows no payment' }).click();

    await setPayPalStubMode(page, 'approve');
    await setPayPalCaptureAmount(page, '1.00');
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(alert).toContainText('PayPal charged an amount other than this order');
    await page.keyboard.press('Escape');
    await expect(card).toContainText(seatsLeft(event));
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
    await page.goto(ticketListHref(eventOnSale()));
    await waitForHydration(page);
    const dialog = await openPurchase(page, eventOnSale().title);
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    const status = page.getByRole('status').filter({ hasText: SUCCESS });
    await expect(status).toBeVisible();
    const captured = at(await paypalCaptures(page), 0, 'PayPal capture');
    await expect(status).toContainText(
      `Your payment went through (PayPal order ${captured}), but this browser's storage is full, so this order is kept in this tab only, until you close it.`,
    );
    await expect(status.getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expect(status.locator('[data-receipt]')).toContainText(captured);
    await expect(page.getByText(/payment failed/i)).toHaveCount(0);
    // Kept in the tab: a reload still shows the tickets (the tab's session storage holds them).
    await page.goto('/my-tickets/');
    await waitForHydration(page);
    await expect(page.getByRole('article', { name: eventOnSale().title, exact: true })).toBeVisible();
  });

  test('a failed payment says so and keeps the dialog open', async ({ page }) => {
    await stubPayPal(page, 'fail');
    const event = eventOnSale();
    await page.goto(ticketListHref(event));
    await waitForHydration(page);
    const dialog = await openPurchase(page, event.title);
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Payment failed. Please try again.');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cardOf(page, event)).toContainText(seatsLeft(event));
  });

  test.describe('when the SDK cannot load', () => {
    test.use({ allowErrors: PAYPAL_BLOCKED_ERRORS });
    test('the dialog says payment is unavailable and Retry loads it again', async ({ page }) => {
      await blockPayPal(page);
      await page.goto(ticketListHref(eventOnSale()));
      await waitForHydration(page);
      const dialog = await openPurchase(page, eventOnSale().title);
      await expect(dialog.getByRole('alert')).toContainText('Payment is unavailable right now');
      await stubPayPal(page, 'approve');
      await dialog.getByRole('button', { name: 'Retry' }).click();
      await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
      await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    });
  });

  test.describe('when the SDK never answers', () => {
    test.use({ allowErrors: PAYPAL_BLOCKED_ERRORS });
    test('after 20 s the dialog says payment is unavailable, and Retry loads it again', async ({ page }) => {
      // The request is taken and never answered, as on a venue's dead signal.
      await page.route(PAYPAL_SDK_URL, () => undefined);
      await page.clock.install();
      await page.goto(ticketListHref(eventOnSale()));
      await waitForHydration(page);
      const dialog = await openPurchase(page, eventOnSale().title);
      await expect(dialog.getByText('Loading PayPal…')).toBeVisible();
      await page.clock.runFor(19_000);
      await expect(dialog.getByRole('alert').filter({ hasText: 'Payment is unavailable right now' })).toHaveCount(0);
      // The 20 s start when the dialog's effect runs, which the page's clock may hold back a moment: move it on until then.
      await expect(async () => {
        await page.clock.runFor(1_000);
        await expect(dialog.getByRole('alert')).toContainText('Payment is unavailable right now', { timeout: 500 });
      }).toPass({ timeout: 20_000 });
      await stubPayPal(page, 'approve');
      await dialog.getByRole('button', { name: 'Retry' }).click();
      await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
      await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    });
  });

  test('a purchase dialog left open across the start closes its sale at that moment: no PayPal buttons, nothing asked of PayPal', async ({ page }) => {
    const event = eventOnSale();
    await stubPayPal(page, 'approve');
    await page.clock.install({ time: event.startMs - 10 * 60_000 });
    await page.goto(ticketListHref(event));
    await waitForHydration(page);
    const dialog = await openPurchase(page, event.title);
    await page.clock.pauseAt(event.startMs - 5_000);
    await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(dialog.getByRole('alert')).toHaveText('This event has started: ticket sales have closed.');
    await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
    expect(await paypalRequests(page)).toEqual([]);
    await page.clock.resume(); // axe runs on timers
    await expectNoAxeViolations(page);
  });

  test('double clicks never create two orders', async ({ page }) => {
    await stubPayPal(page, 'approve');
    const event = eventOnSale(3);
    await page.goto(ticketListHref(event));
    await waitForHydration(page);
    const dialog = await openPurchase(page, event.title);
    await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    expect(await paypalCaptures(page)).toHaveLength(1);
    await expect(cardOf(page, event)).toContainText(seatsLeft(event, 3));
    await page.goto('/my-tickets/');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('img', { name: /^QR code for/ })).toHaveCount(3);

    // Printed on a phone: no bar or footer over or between the tickets, and no code cut across two sheets.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('navigation', { name: 'Bottom' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Bottom' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((h) => getComputedStyle(h).position),
    ).toBe('static');
    for (const figure of await page
      .locator('figure')
      .filter({ has: page.getByRole('img', { name: /^QR code for/ }) })
      .all())
      expect(await figure.evaluate((f) => getComputedStyle(f).breakInside)).toBe('avoid');
  });

  test('buying the last tickets marks the event SOLD OUT with a disabled button', async ({ page }) => {
    await stubPayPal(page, 'approve');
    const event = eventOnSale(2);
    await page.goto(ticketListHref(event));
    // This browser has bought all but 2 of the event's seats.
    await page.evaluate(
      (id) => localStorage.setItem('wal-ticket-inventory', JSON.stringify({ state: { available: { [id]: 2 } }, version: 1 })),
      String(event.id),
    );
    await page.reload();
    await waitForHydration(page);
    const card = cardOf(page, event);
    await expect(card).toContainText(availabilityText(2, event.totalTickets));
    const dialog = await openPurchase(page, event.title);
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

  test('when another tab buys seats, a quantity typed here that is now too many says why at once', async ({ page, context }) => {
    const event = eventOnSale(5);
    await stubPayPal(page, 'approve');
    await page.goto(ticketListHref(event));
    await waitForHydration(page);
    const dialog = await openPurchase(page, event.title);
    const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('4');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    // Another tab leaves 1 seat (the store follows it through the storage event).
    const other = await context.newPage();
    await other.goto('/');
    await other.evaluate(
      (id) => localStorage.setItem('wal-ticket-inventory', JSON.stringify({ state: { available: { [id]: 1 } }, version: 1 })),
      String(event.id),
    );
    await expect(dialog.getByRole('alert')).toHaveText('Only 1 ticket is left for this event.');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
  });

  test('an order bought in one tab shows in My Tickets open in another', async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto('/my-tickets/');
    await waitForHydration(other);
    await expect(other.getByText('No tickets yet.')).toBeVisible();

    await stubPayPal(page, 'approve');
    const event = eventOnSale();
    await page.goto(ticketListHref(event));
    await waitForHydration(page);
    const dialog = await openPurchase(page, event.title);
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();

    await expect(other.getByRole('article', { name: event.title, exact: true })).toBeVisible();
    await expect(other.getByRole('img', { name: /^QR code for/ })).toHaveCount(1);
    await expectNoAxeViolations(other);
  });
});
