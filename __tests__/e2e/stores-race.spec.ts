import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import { TICKET_EVENTS, firstChoices, items, productUnderFreeShipping, productWithChoices } from './content-picks';
import { lineKey } from '../../lib/shop/cart';
import type { Product } from '../../lib/schemas/product';
import { at } from '@/lib/must';
import { LOCAL_STORAGE_KEYS } from '../../lib/stores/storage-keys';

/**
 * Stored lists hold up: two tabs adding to the cart at the same instant keep both lines (the writes
 * take turns under a Web Lock), and a stored order list with one malformed record keeps the good
 * orders, sets the bad one aside and offers it for download.
 */

const SHOP = '/purchase-uniforms/';
const ROUNDS = 12;

/** Two different products anyone can add to the cart, picked from the real data by what they are. */
const first = productWithChoices();
const second = productUnderFreeShipping(first);
/** A product's cart line as its card adds it untouched: its first size and colour. */
const lineOf = (p: Product) => lineKey(p.id, firstChoices(p).size, firstChoices(p).color);

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const bar = (page: Page) => page.getByRole('button', { name: /^View cart/ });

async function storedCartItems(page: Page): Promise<Record<string, number>> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{"state":{"items":{}}}').state.items, LOCAL_STORAGE_KEYS.cart);
}

/** Clicks the product's Add to Cart button at the wall-clock instant `at` (both tabs share the clock). */
function addAt(page: Page, productName: string, at: number) {
  return page.evaluate(
    ({ name, at }) =>
      new Promise<void>((resolve, reject) => {
        const article = [...document.querySelectorAll('article')].find(
          (a) => a.getAttribute('aria-labelledby') && document.getElementById(a.getAttribute('aria-labelledby')!)?.textContent === name,
        );
        const button = [...(article?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === 'Add to Cart');
        if (!button) return reject(new Error(`no Add to Cart for ${name}`));
        setTimeout(
          () => {
            button.click();
            resolve();
          },
          Math.max(0, at - Date.now()),
        );
      }),
    { name: productName, at },
  );
}

test.describe('two tabs adding to the cart at the same moment', () => {
  test.describe.configure({ timeout: 120_000 });

  test(`keep both lines, every time (${ROUNDS} rounds)`, async ({ page, context }) => {
    const other = await context.newPage();
    for (const tab of [page, other]) {
      await tab.goto(SHOP);
      await waitForHydration(tab);
    }
    await expect(card(page, first.name).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expect(card(other, second.name).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

    for (let round = 1; round <= ROUNDS; round++) {
      const at = Date.now() + 250;
      await Promise.all([addAt(page, first.name, at), addAt(other, second.name, at)]);
      // Both tabs show both lines, and storage holds both.
      await expect(bar(page), `round ${round}`).toContainText(items(2));
      await expect(bar(other), `round ${round}`).toContainText(items(2));
      expect(await storedCartItems(page), `round ${round}`).toEqual({ [lineOf(first)]: 1, [lineOf(second)]: 1 });
      // Empty the cart again, each tab taking out its own line.
      await card(page, first.name)
        .getByRole('button', { name: `Remove one ${first.name}` })
        .click();
      await card(other, second.name)
        .getByRole('button', { name: `Remove one ${second.name}` })
        .click();
      await expect(bar(page)).toHaveCount(0);
      await expect(bar(other)).toHaveCount(0);
      expect(await storedCartItems(page)).toEqual({});
    }
  });
});

test.describe('a stored order list with a malformed record', () => {
  // Orders as another build stored them: the page shows a stored order's own lines and names, so these
  // records are the test's fixtures (names no data record has).
  const paid = {
    kind: 'shop',
    id: 'shop-RACE-1',
    userId: null,
    paypalOrderId: 'RACE-1',
    lines: [{ productId: 5, name: 'Stored Order Jersey', price: 99, quantity: 1, size: 'L', color: 'White' }],
    subtotal: 99,
    shipping: 0,
    total: 99,
    address: null,
    payerEmail: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
  const ticket = {
    kind: 'ticket',
    id: 'ticket-RACE-2',
    paypalOrderId: 'RACE-2',
    userId: null,
    // An event of data/ (its order card reads the event's published details).
    eventId: at(TICKET_EVENTS, 0).id,
    eventTitle: 'Stored Order Showdown',
    ticketType: 'general',
    quantity: 1,
    unitPrice: 45,
    fee: 4,
    total: 49,
    ticketIds: ['TKT_RACE_A'],
    createdAt: '2026-11-21T10:00:00.000Z',
  };
  /** A ticket order with no quantity and a text total. */
  const malformed = { ...ticket, id: 'ticket-RACE-BAD', eventTitle: 'Stored Broken Order', quantity: undefined, total: 'forty-nine' };
  /** An order of a kind a newer build writes. */
  const newer = { kind: 'gift-card', id: 'gift-RACE-4', code: 'RACE', total: 25, createdAt: '2026-11-22T10:00:00.000Z' };

  test('My Orders shows the good orders, the notice tells of the set-aside record and offers it for download', async ({ page }) => {
    await page.goto('/my-orders/');
    await page.evaluate(({ key, orders }) => localStorage.setItem(key, JSON.stringify({ state: { orders }, version: 1 })), {
      key: LOCAL_STORAGE_KEYS.orders,
      orders: [paid, malformed, ticket, newer],
    });
    await page.reload();
    await waitForHydration(page);

    await expect(page.getByRole('list', { name: 'Shop orders' }).getByRole('article', { name: 'Order shop-RACE-1' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Stored Order Showdown' })).toContainText('$49');
    await expect(page.getByText('Stored Broken Order')).toHaveCount(0);

    const notice = page.getByRole('status').filter({ hasText: '1 saved record in this browser could not be read' });
    await expect(notice).toContainText('set aside, not deleted');
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), notice.getByRole('button', { name: 'Download set-aside records' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^set-aside-records-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await fs.readFile((await download.path())!, 'utf8'));
    const { quantity: _dropped, ...storedMalformed } = malformed;
    void _dropped;
    expect(file.records).toEqual([
      expect.objectContaining({ store: LOCAL_STORAGE_KEYS.orders, field: 'orders', key: 1, record: storedMalformed, reason: 'not valid: quantity, total' }),
    ]);

    // Moved out of the list; the good orders and the newer build's order stay stored as they were.
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).state.orders, LOCAL_STORAGE_KEYS.orders);
    expect(stored).toEqual([paid, ticket, newer]);

    // Told once: reading the list again finds nothing new to set aside.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('article', { name: 'Stored Order Showdown' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'could not be read' })).toHaveCount(0);
  });
});
