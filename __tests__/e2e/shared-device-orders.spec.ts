import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import { HASH_WAIT, joinAsAthlete, newAthlete, type Athlete } from './accounts-helpers';
import { stubPayPal } from './paypal-stub';
import { eventOnSale, ticketListHref } from './content-picks';

// Joining and signing in hash a password on purpose slowly; a busy machine needs the room.
test.describe.configure({ timeout: 120_000 });

/** An event on sale with seats for both purchases (3 and 1). */
const event = eventOnSale(4);
const EVENT = event.title;
const MINE = 'Your orders';
const SIGNED_OUT = 'Made on this device while signed out';

async function buyTickets(page: Page, seats: number) {
  await page.goto(ticketListHref(event));
  await waitForHydration(page);
  await page.getByRole('button', { name: `Buy Tickets: ${EVENT}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Buy tickets: ${EVENT}`, exact: true });
  await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill(String(seats));
  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tickets purchased successfully!' })).toBeVisible();
}

async function logout(page: Page) {
  await page.goto('/user/dashboard/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function signIn(page: Page, a: Athlete) {
  await page.goto('/user/dashboard/');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password').fill(a.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${a.firstName} ${a.lastName}` })).toBeVisible({ timeout: HASH_WAIT });
}

/** The seats of each ticket order listed in a group, as their QR codes say (polled: the codes draw after the list). */
async function seatsIn(page: Page, group: string): Promise<number[]> {
  const orders = page.getByRole('region', { name: group }).getByRole('article', { name: EVENT, exact: true });
  const counts: number[] = [];
  for (const order of await orders.all()) counts.push(await order.getByRole('img', { name: /^QR code for / }).count());
  return counts.sort();
}

test('a shared device: each athlete sees her own orders and the signed-out ones, never another athlete’s', async ({ page }) => {
  const bea = newAthlete({ firstName: 'Bea' });
  const ana = newAthlete({ firstName: 'Ana' });
  await stubPayPal(page, 'approve');
  await joinAsAthlete(page, bea);
  await logout(page);

  // Ana buys 3 seats signed in; after signing out, someone buys 1 seat.
  await joinAsAthlete(page, ana);
  await buyTickets(page, 3);
  await logout(page);
  await buyTickets(page, 1);

  // Signed out: only the signed-out order, and where the others are.
  for (const path of ['/my-tickets/', '/my-orders/']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByText('Orders made while an athlete was signed in show only after she signs in again on this device.')).toBeVisible();
    await expect(page.getByRole('region', { name: MINE })).toHaveCount(0);
    await expect.poll(() => seatsIn(page, SIGNED_OUT)).toEqual([1]);
    await expect(page.getByRole('article', { name: EVENT, exact: true })).toHaveCount(1);
  }

  // Bea signs in: the signed-out order, not Ana's.
  await signIn(page, bea);
  for (const path of ['/my-tickets/', '/my-orders/']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: MINE }).getByText('No tickets yet.')).toBeVisible();
    await expect.poll(() => seatsIn(page, SIGNED_OUT)).toEqual([1]);
    await expect(page.getByRole('article', { name: EVENT, exact: true })).toHaveCount(1);
  }
  await page.goto('/user/dashboard/');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await expect(page.getByText('No tickets yet.')).toBeVisible();
  await logout(page);

  // Ana signs in again: hers under "Your orders", the signed-out one apart.
  await signIn(page, ana);
  for (const path of ['/my-tickets/', '/my-orders/']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect.poll(() => seatsIn(page, MINE)).toEqual([3]);
    await expect.poll(() => seatsIn(page, SIGNED_OUT)).toEqual([1]);
    await expectNoAxeViolations(page);
  }
});

test('orders stored before the signer was recorded count as made while signed out', async ({ page }) => {
  const legacy = {
    kind: 'ticket',
    id: 'ticket-OLD-1',
    paypalOrderId: 'OLD-1',
    eventId: event.id,
    eventTitle: EVENT,
    ticketType: 'general',
    quantity: 2,
    unitPrice: 45,
    fee: 4,
    total: 94,
    ticketIds: ['TKT_OLD_A', 'TKT_OLD_B'],
    createdAt: '2026-11-01T10:00:00.000Z',
  };
  await page.goto('/my-tickets/');
  await page.evaluate((orders) => localStorage.setItem('wal-orders', JSON.stringify({ state: { orders }, version: 1 })), [legacy]);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => seatsIn(page, SIGNED_OUT)).toEqual([2]);
});
