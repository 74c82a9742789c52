import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import { at } from '@/lib/must';
import { formatDate } from '../../lib/format/en-us';
import { eventLocation, orderEventOf, type OrderEvent } from '../../lib/tickets/order-event';
import { ticketEventHref } from '../../lib/tickets/links';
import { TICKET_EVENTS } from './content-picks';

// A ticket order shows its event's date and place from what it kept when paid, brought up to date
// from the league's published details (/buy-tickets/<id>/event.json); the page never loads every event.

const event = at(TICKET_EVENTS, 0);
const published = orderEventOf(event);

function storedOrder(id: string, eventId: number, kept?: OrderEvent) {
  return {
    kind: 'ticket',
    id: `ticket-${id}`,
    paypalOrderId: id,
    userId: null,
    eventId,
    eventTitle: kept?.title ?? event.title,
    ticketType: 'general',
    quantity: 1,
    unitPrice: 45,
    fee: 4,
    total: 49,
    ticketIds: [`TKT_${id}`],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...(kept ? { event: kept } : {}),
  };
}

async function openWith(page: Page, orders: unknown[]) {
  await page.goto('/my-tickets/');
  await page.evaluate((list) => localStorage.setItem('wal-orders', JSON.stringify({ state: { orders: list }, version: 1 })), orders);
  await page.reload();
  await waitForHydration(page);
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test('an order stored without its event details shows the date and place the league publishes, and links to the event', async ({ page }) => {
  await openWith(page, [storedOrder('OLD-1', event.id)]);
  const order = card(page, event.title);
  await expect(order).toContainText(formatDate(event.date));
  await expect(order).toContainText(eventLocation(published));
  await expect(order.getByRole('link', { name: event.title, exact: true })).toHaveAttribute('href', ticketEventHref(event.id));
  await expect(order.getByRole('button', { name: `Add to calendar: ${event.title}` })).toBeVisible();
  await expect(order.getByRole('img', { name: /^QR code for / })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('an event that moved since the purchase shows where and when it is now, and what it was', async ({ page }) => {
  const kept = { ...published, date: '2020-01-04', venue: 'The Old Fieldhouse' };
  await openWith(page, [storedOrder('MOVED-1', event.id, kept)]);
  const order = card(page, event.title);
  await expect(order).toContainText(eventLocation(published));
  await expect(order).toContainText(`Changed since you bought these tickets: it was ${formatDate('2020-01-04')}`);
  await expect(order).toContainText('The Old Fieldhouse');
});

test.describe('without an answer from the site', () => {
  test.use({ allowErrors: /event\.json.*ERR_FAILED|net::ERR_FAILED/ });

  test('the details kept at purchase still show, and an order without them says so and keeps its tickets', async ({ page }) => {
    await page.route('**/event.json', (route) => route.abort('failed'));
    const keptOnly = { ...published, venue: 'Kept Venue Arena' };
    await openWith(page, [storedOrder('KEPT-1', event.id, keptOnly), storedOrder('BARE-1', event.id, undefined)]);
    const orders = page.getByRole('article', { name: event.title, exact: true });
    await expect(orders).toHaveCount(2);
    await expect(orders.filter({ hasText: 'KEPT-1' })).toContainText('Kept Venue Arena');
    const bare = orders.filter({ hasText: 'BARE-1' });
    await expect(bare).toContainText('The event’s date and place could not be loaded (no connection?). Your tickets below still work.');
    await expect(bare.getByRole('img', { name: /^QR code for / })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});

test.describe('an event the league no longer lists', () => {
  test.use({ allowErrors: /404/ });

  test('keeps the order and its tickets, says the event is off the schedule, and links nowhere', async ({ page }) => {
    const gone = Math.max(...TICKET_EVENTS.map((e) => e.id)) + 1000;
    const kept = { ...published, id: gone, title: 'A Cancelled Cup' };
    await openWith(page, [storedOrder('GONE-1', gone, kept)]);
    const order = card(page, 'A Cancelled Cup');
    await expect(order).toContainText('This event is no longer on the league’s schedule. Your tickets and receipt stay here.');
    await expect(order).toContainText(eventLocation(kept));
    await expect(order.getByRole('link', { name: 'A Cancelled Cup' })).toHaveCount(0);
    await expect(order.getByRole('img', { name: /^QR code for / })).toHaveCount(1);
  });
});
