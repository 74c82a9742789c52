import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { stubPayPal } from './paypal-stub';
import { TICKET_SUCCESS_MESSAGE } from '../../lib/tickets/constants';

/**
 * Two tabs of one browser: each buys tickets. The second tab never hears the first one's write (its
 * storage events are swallowed, as for a tab restored from the back/forward cache or asleep in the
 * background), so only a write that starts from what is stored now keeps both orders.
 */
test.describe.configure({ timeout: 60_000 });

/** Open the purchase dialog of the `index`-th event, up to its PayPal button (the orders store is loaded and read then). */
async function openPurchase(page: Page, index: number) {
  const button = page.getByRole('button', { name: /^Buy Tickets: / }).nth(index);
  const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^Buy Tickets: /, '');
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Buy tickets: ${name}` });
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  return {
    name,
    async pay() {
      await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
      await expect(page.getByRole('status').filter({ hasText: TICKET_SUCCESS_MESSAGE })).toBeVisible();
      await expect(dialog).toBeHidden();
    },
  };
}

test("an order placed in each of two tabs is kept, even by a tab that missed the other one's write", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  // The second tab hears nothing from other tabs.
  await second.addInitScript(() => window.addEventListener('storage', (e) => e.stopImmediatePropagation(), true));
  for (const page of [first, second]) {
    await stubPayPal(page, 'approve');
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
  }

  // The second tab is about to pay (its orders are read) when the first one buys and pays.
  const secondPurchase = await openPurchase(second, 1);
  const firstPurchase = await openPurchase(first, 0);
  await firstPurchase.pay();
  await secondPurchase.pay();
  const [firstEvent, secondEvent] = [firstPurchase.name, secondPurchase.name];
  expect(secondEvent).not.toBe(firstEvent);

  // Either tab's My Tickets lists both orders, after a reload too.
  for (const page of [first, second]) {
    await page.goto('/my-tickets/');
    await waitForHydration(page);
    await expect(page.getByRole('article', { name: firstEvent })).toBeVisible();
    await expect(page.getByRole('article', { name: secondEvent })).toBeVisible();
  }
});
