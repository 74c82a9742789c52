import { test, expect, waitForHydration } from './fixtures';
import { getSports } from '../../lib/content/sports';
import { getTicketEvents } from '../../lib/content/tickets';
import { at } from '@/lib/must';

const sport = at(getSports(), 0, 'sport');

test.use({ serviceWorkers: 'allow', allowErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED \[[^\]]*\.txt|Failed to fetch/ });

test('pages seen before and My Tickets open without a connection', async ({ page, context }) => {
  await page.goto('/');
  await waitForHydration(page);
  // Wait until the service worker controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
  await page.goto(`/sports/${sport.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sport.name);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sport.name);
  await expect(page.getByText('You are offline.')).toBeVisible();

  await page.goto('/my-tickets/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Tickets');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Tickets');
  await context.setOffline(false);
});

test("a ticket's event details read once stay readable without a connection", async ({ page, context }) => {
  const event = at(getTicketEvents(), 0, 'ticketed event');
  // An order from before orders kept their event's details: the card reads /buy-tickets/<id>/event.json.
  const order = {
    kind: 'ticket',
    id: 'ticket-OFFLINE-1',
    paypalOrderId: 'OFFLINE-1',
    userId: null,
    eventId: event.id,
    eventTitle: event.title,
    ticketType: 'general',
    quantity: 1,
    unitPrice: 45,
    fee: 4,
    total: 49,
    ticketIds: ['TKT_OFFLINE_A'],
    createdAt: '2026-11-01T10:00:00.000Z',
  };
  await page.goto('/my-tickets/');
  await waitForHydration(page);
  await page.evaluate(async (stored) => {
    localStorage.setItem('wal-orders', JSON.stringify({ state: { orders: [stored] }, version: 1 }));
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  }, order);
  await page.reload();
  const card = page.getByRole('article', { name: event.title, exact: true });
  await expect(card).toContainText(event.venue);

  await context.setOffline(true);
  await page.reload();
  await expect(card).toContainText(event.venue);
  await expect(card.getByRole('img', { name: /^QR code for / })).toHaveCount(1);
  await context.setOffline(false);
});
