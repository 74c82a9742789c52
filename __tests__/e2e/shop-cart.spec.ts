import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

const SHOP = '/purchase-uniforms/';
const SUCCESS = 'Checkout successful! Order confirmation sent to your email.';
const card = (page: Page, name: string) => page.getByRole('article', { name });
const floatingCart = (page: Page) => page.getByRole('button', { name: /^Open cart/ });
const bar = (page: Page) => page.getByRole('button', { name: /^View cart/ });

async function open(page: Page, query = '') {
  await page.goto(`${SHOP}${query}`);
  await waitForHydration(page);
}

async function storedOrders(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('wal-orders') ?? '{"state":{"orders":[]}}').state.orders);
}

async function addJerseyAndScarf(page: Page) {
  const jersey = card(page, 'Royals Rugby Jersey');
  await jersey.getByLabel('Size').selectOption('L');
  await jersey.getByLabel('Colour').selectOption('White');
  await jersey.getByRole('button', { name: 'Add to Cart' }).click();
  await card(page, 'Waves Supporter Scarf').getByRole('button', { name: 'Add to Cart' }).click();
}

test.describe('shop cart', () => {
  test('add with size and colour, adjust the quantity, minus to zero removes the line', async ({ page }) => {
    await open(page);
    const jersey = card(page, 'Royals Rugby Jersey');
    await jersey.getByLabel('Size').selectOption('L');
    await jersey.getByLabel('Colour').selectOption('White');
    await jersey.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(jersey.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await expect(jersey.getByText('1 in cart')).toBeVisible();
    await expect(bar(page)).toContainText('1 item');
    await expect(bar(page)).toContainText('$99.00');

    await jersey.getByRole('button', { name: 'Add one more Royals Rugby Jersey' }).click();
    await jersey.getByRole('button', { name: 'Add one more Royals Rugby Jersey' }).click();
    await expect(jersey.getByText('3 in cart')).toBeVisible();
    await expect(bar(page)).toContainText('3 items');
    await expect(bar(page)).toContainText('$297.00');

    const minus = jersey.getByRole('button', { name: 'Remove one Royals Rugby Jersey' });
    await minus.click();
    await minus.click();
    await expect(jersey.getByText('1 in cart')).toBeVisible();
    await minus.click();
    await expect(jersey.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    await expect(floatingCart(page)).toHaveCount(0);
    // The size and colour picked stay remembered.
    await expect(jersey.getByLabel('Size')).toHaveValue('L');
  });

  test('clicking the cart bar lists the lines and total, with free-shipping progress', async ({ page }) => {
    await open(page);
    await card(page, 'Waves Supporter Scarf').getByRole('button', { name: 'Add to Cart' }).click();
    await bar(page).click();
    const dialog = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(dialog).toContainText('Waves Supporter Scarf');
    await expect(dialog).toContainText('Total$29.00');
    await expect(dialog).toContainText('$46.00 away from free shipping');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep shopping' }).click();
    await expect(dialog).toBeHidden();
  });

  test('floating-cart Checkout asks for confirmation, then records the order and empties the cart', async ({ page }) => {
    await open(page);
    await addJerseyAndScarf(page);
    await floatingCart(page).click();
    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
    const summary = page.getByRole('dialog', { name: 'Order Summary' });
    await expect(summary).toContainText('Royals Rugby Jersey');
    await expect(summary).toContainText('Size L · White');
    await expect(summary).toContainText('Waves Supporter Scarf');
    await expect(summary).toContainText('Total$128.00');
    await expect(summary).toContainText('Proceed with checkout?');
    expect(await storedOrders(page)).toEqual([]);

    await summary.getByRole('button', { name: 'Confirm order' }).click();
    await expect(summary).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    await expect(floatingCart(page)).toHaveCount(0);
    await expect(card(page, 'Royals Rugby Jersey').getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    // Sizes and colours are cleared with the cart.
    await expect(card(page, 'Royals Rugby Jersey').getByLabel('Size')).toHaveValue('XS');

    const orders = await storedOrders(page);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      kind: 'shop',
      total: 128,
      lines: [
        { productId: 4, name: 'Waves Supporter Scarf', quantity: 1, size: null, color: 'Teal and Gold' },
        { productId: 5, name: 'Royals Rugby Jersey', quantity: 1, size: 'L', color: 'White' },
      ],
    });
    expect(Date.parse(orders[0].createdAt)).not.toBeNaN();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wal-cart')!).state);
    expect(stored).toEqual({ items: {}, sizes: {}, colors: {} });
  });

  test('Back to cart in the summary does not place the order', async ({ page }) => {
    await open(page);
    await addJerseyAndScarf(page);
    await floatingCart(page).click();
    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'Back to cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(bar(page)).toContainText('2 items');
    expect(await storedOrders(page)).toEqual([]);
  });

  test('the bar Checkout goes straight through without confirmation', async ({ page }) => {
    await open(page);
    await addJerseyAndScarf(page);
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    expect(await storedOrders(page)).toHaveLength(1);
  });

  test('an out-of-stock product shows the overlay and cannot be added, even from a stored cart', async ({ page }) => {
    await open(page);
    const rashGuard = card(page, 'Surf Club Rash Guard');
    await expect(rashGuard.getByText('Out of Stock', { exact: true })).toBeVisible();
    await expect(rashGuard.getByRole('button')).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('wal-cart', JSON.stringify({ state: { items: { '7': 2 }, sizes: {}, colors: {} }, version: 1 })));
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toHaveCount(0);
    await expect(card(page, 'Surf Club Rash Guard').getByRole('button')).toHaveCount(0);
  });

  test('reload keeps the cart, sizes and colours', async ({ page }) => {
    await open(page);
    await addJerseyAndScarf(page);
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toContainText('2 items');
    await expect(bar(page)).toContainText('$128.00');
    const jersey = card(page, 'Royals Rugby Jersey');
    await expect(jersey.getByText('1 in cart')).toBeVisible();
    await expect(jersey.getByLabel('Size')).toHaveValue('L');
    await expect(jersey.getByLabel('Colour')).toHaveValue('White');
  });

  test('a second tab sees the cart, and changes there come back', async ({ page, context }) => {
    await open(page);
    await addJerseyAndScarf(page);
    const second = await context.newPage();
    await second.goto(SHOP);
    await waitForHydration(second);
    await expect(second.getByRole('button', { name: /^View cart/ })).toContainText('2 items');
    await second.getByRole('article', { name: 'Waves Supporter Scarf' }).getByRole('button', { name: 'Add one more Waves Supporter Scarf' }).click();
    await expect(bar(page)).toContainText('3 items');
    await expect(card(page, 'Waves Supporter Scarf').getByText('2 in cart')).toBeVisible();
    await second.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(bar(page)).toHaveCount(0);
    await second.close();
  });

  test('a corrupted cart value in storage does not break the page', async ({ page }) => {
    await open(page);
    await page.evaluate(() => localStorage.setItem('wal-cart', '{"state":{"items":{"1":'));
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('Some saved data in this browser was damaged and has been reset.')).toBeVisible();
    await card(page, 'Waves Supporter Scarf').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(bar(page)).toContainText('1 item');

    await page.evaluate(() => localStorage.setItem('wal-cart', JSON.stringify({ state: { items: { '4': 'many' }, sizes: 5 }, version: 1 })));
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toHaveCount(0);
    await expect(card(page, 'Waves Supporter Scarf').getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});

test.describe('shop checkout offline', () => {
  // One pattern: Playwright reads a two-element array passed to test.use as a [value, options] tuple.
  test.use({ allowErrors: [/Failed to load resource|ChunkLoadError|Failed to load chunk|Loading chunk/] });
  test('when the checkout code cannot load, the visitor is told and the cart is kept', async ({ page }) => {
    await open(page);
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await card(page, 'Waves Supporter Scarf').getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Checkout could not be completed' })).toBeVisible();
    await expect(bar(page)).toContainText('1 item');
    expect(await storedOrders(page)).toEqual([]);
  });
});
