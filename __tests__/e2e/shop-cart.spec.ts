import { test, expect, expectNoAxeViolations, waitForHydration, expectTexts } from './fixtures';
import type { Page } from '@playwright/test';
import { PAYPAL_BLOCKED_ERRORS, STUB_ADDRESS, STUB_PAYER_EMAIL, blockPayPal, paypalCaptures, paypalRequests, stubPayPal } from './paypal-stub';
import { getShopShipping } from '../../lib/content/products';
import { cartLines, cartTotal, freeShippingProgress, lineKey } from '../../lib/shop/cart';
import { checkoutTotals } from '../../lib/shop/checkout';
import { paypalAmount } from '../../lib/payments/snapshot';
import { formatUSD } from '../../lib/format/en-us';
import { PRODUCTS, TICKET_EVENTS, firstChoices, items, literal, productUnderFreeShipping, productWithChoices } from './content-picks';
import { at } from '@/lib/must';

const SHOP = '/purchase-uniforms/';
const FLAT_RATE = getShopShipping().flatRate;
const usd = (n: number) => formatUSD(n, { cents: true });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** A product with sizes and colours, bought in its second size and colour; and a cheap one bought as its pickers first show it. */
const jersey = productWithChoices();
const SIZE = at(jersey.sizes, 1, 'size');
const COLOR = at(jersey.colors, 1, 'colour');
const scarf = productUnderFreeShipping(jersey);
const scarfChoice = firstChoices(scarf);
/** The cart of one of each, as the page computes it (lines in the shop's order). */
const bothLines = cartLines(PRODUCTS, { [jersey.id]: 1, [scarf.id]: 1 }, { [jersey.id]: SIZE }, { [jersey.id]: COLOR });
const both = checkoutTotals(bothLines, FLAT_RATE);
const scarfOnly = checkoutTotals(cartLines(PRODUCTS, { [scarf.id]: 1 }), FLAT_RATE);
/** The cart as stored: a line per product, size and colour. */
const scarfLine = lineKey(scarf.id, scarfChoice.size, scarfChoice.color);
const bothItems = { [lineKey(jersey.id, SIZE, COLOR)]: 1, [scarfLine]: 1 };
const floatingCart = (page: Page) => page.getByRole('button', { name: /^Open cart/ });
const bar = (page: Page) => page.getByRole('button', { name: /^View cart/ });

async function open(page: Page, query = '') {
  await page.goto(`${SHOP}${query}`);
  await waitForHydration(page);
}

async function storedOrders(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('wal-orders') ?? '{"state":{"orders":[]}}').state.orders);
}

/** The cart's stored items (the bar is hidden from the accessibility tree while a dialog is open). */
async function storedCartItems(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('wal-cart') ?? '{"state":{"items":{}}}').state.items);
}

async function addJerseyAndScarf(page: Page) {
  const jerseyCard = card(page, jersey.name);
  await jerseyCard.getByLabel(/^Size of /).selectOption(SIZE);
  await jerseyCard.getByLabel(/^Colour of /).selectOption(COLOR);
  await jerseyCard.getByRole('button', { name: 'Add to Cart' }).click();
  await card(page, scarf.name).getByRole('button', { name: 'Add to Cart' }).click();
  // Each line shows once it is written (under the cart's lock across tabs).
  await expect(card(page, scarf.name).getByText('1 in cart')).toBeVisible();
}

test.describe('shop cart', () => {
  test('add with size and colour, adjust the quantity, minus to zero removes the line', async ({ page }) => {
    await open(page);
    const jerseyCard = card(page, jersey.name);
    await jerseyCard.getByLabel(/^Size of /).selectOption(SIZE);
    await jerseyCard.getByLabel(/^Colour of /).selectOption(COLOR);
    await jerseyCard.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(jerseyCard.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await expect(jerseyCard.getByText('1 in cart')).toBeVisible();
    await expect(bar(page)).toContainText('1 item');
    await expect(bar(page)).toContainText(usd(jersey.price));

    const plus = jerseyCard.getByRole('button', { name: `Add one more ${jersey.name} (${SIZE}, ${COLOR})`, exact: true });
    await plus.click();
    await plus.click();
    await expect(jerseyCard.getByText('3 in cart')).toBeVisible();
    await expect(bar(page)).toContainText('3 items');
    await expect(bar(page)).toContainText(usd(cartTotal(cartLines(PRODUCTS, { [jersey.id]: 3 }))));

    const minus = jerseyCard.getByRole('button', { name: `Remove one ${jersey.name} (${SIZE}, ${COLOR})`, exact: true });
    await minus.click();
    await minus.click();
    await expect(jerseyCard.getByText('1 in cart')).toBeVisible();
    await minus.click();
    await expect(jerseyCard.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    await expect(floatingCart(page)).toHaveCount(0);
    // The size and colour picked stay remembered.
    await expect(jerseyCard.getByLabel(/^Size of /)).toHaveValue(SIZE);
  });

  test("one product in two sizes is two lines: changing the size shows that size's line and never changes the other", async ({ page }) => {
    await open(page);
    const jerseyCard = card(page, jersey.name);
    const [first, second] = jersey.sizes as [string, string];
    const colour = jersey.colors[0]!;
    await jerseyCard.getByLabel(/^Size of /).selectOption(first);
    await jerseyCard.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(jerseyCard.getByText('1 in cart')).toBeVisible();

    // Another size: its own Add to Cart, and the first size named as also in the cart.
    await jerseyCard.getByLabel(/^Size of /).selectOption(second);
    await expect(jerseyCard.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(jerseyCard.locator('[data-other-lines]')).toHaveText(`Also in your cart: 1 × ${first} · ${colour}`);
    await jerseyCard.getByRole('button', { name: 'Add to Cart' }).click();
    await jerseyCard.getByRole('button', { name: `Add one more ${jersey.name} (${second}, ${colour})`, exact: true }).click();
    await expect(jerseyCard.getByText('2 in cart')).toBeVisible();
    await expect(bar(page)).toContainText('3 items');

    await bar(page).click();
    const dialog = page.getByRole('dialog', { name: 'Your Cart' });
    const lines = dialog.getByRole('listitem').filter({ hasText: jersey.name });
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(`Qty 1 · Size ${first} · ${colour}`);
    await expect(lines.nth(1)).toContainText(`Qty 2 · Size ${second} · ${colour}`);
    await expect(dialog).toContainText(usd(cartTotal(cartLines(PRODUCTS, { [jersey.id]: 3 }))));
  });

  test('clicking the cart bar lists the lines and total, with free-shipping progress', async ({ page }) => {
    await open(page);
    await card(page, scarf.name).getByRole('button', { name: 'Add to Cart' }).click();
    await bar(page).click();
    const dialog = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(dialog).toContainText(scarf.name);
    await expect(dialog).toContainText(`Total${usd(scarf.price)}`);
    await expect(dialog).toContainText(`${usd(freeShippingProgress(scarf.price).remaining)} away from free shipping`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep shopping' }).click();
    await expect(dialog).toBeHidden();
    // Focus goes back to the cart bar that opened it, by keyboard too.
    await expect(bar(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bar(page)).toBeFocused();
  });

  test('floating-cart Checkout asks for confirmation, then the payment step; the paid order is recorded with its address and the cart emptied only then', async ({
    page,
  }) => {
    // Three dialogs, two axe scans and a navigation: allow for a busy machine.
    test.setTimeout(60_000);
    await stubPayPal(page, 'approve');
    await open(page);
    await addJerseyAndScarf(page);
    await floatingCart(page).click();
    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
    const summary = page.getByRole('dialog', { name: 'Order Summary' });
    await expectTexts(summary, [
      jersey.name,
      `Size ${SIZE} · ${COLOR}`,
      scarf.name,
      `Subtotal${usd(both.subtotal)}`,
      `Shipping${both.shipping === 0 ? 'Free' : usd(both.shipping)}`,
      `Total (USD)${usd(both.total)}`,
      'Proceed with checkout?',
    ]);
    expect(await storedOrders(page)).toEqual([]);

    await summary.getByRole('button', { name: 'Confirm order' }).click();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await expect(payment).toContainText(`Total (USD)${usd(both.total)}`);
    await expect(payment.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    // Nothing is recorded or cleared before the capture.
    expect(await storedOrders(page)).toEqual([]);
    expect(await storedCartItems(page)).toEqual(bothItems);
    await expectNoAxeViolations(page);

    await payment.getByRole('button', { name: 'Pay with PayPal' }).click();
    const confirmed = page.getByRole('dialog', { name: 'Order confirmed' });
    await expect(confirmed).toContainText('Thank you! Your order is paid.');
    const [paypalId] = await paypalCaptures(page);
    await expect(confirmed).toContainText(`Order number shop-${paypalId}`);
    await expect(confirmed).toContainText(`1 x ${jersey.name}, size ${SIZE}, ${COLOR}`);
    await expect(confirmed).toContainText(STUB_ADDRESS.address_line_1);
    await expect(confirmed).toContainText(`${STUB_ADDRESS.admin_area_2}, ${STUB_ADDRESS.admin_area_1}, ${STUB_ADDRESS.postal_code}`);
    await expect(confirmed.getByRole('link', { name: 'Email me this receipt' })).toHaveAttribute('href', new RegExp(`^mailto:${STUB_PAYER_EMAIL}\\?`));
    await expect(page.getByText(/sent to your email/i)).toHaveCount(0);
    await expectNoAxeViolations(page);

    const request = at(await paypalRequests(page), 0, 'PayPal order request');
    expect(request.application_context).toEqual({ shipping_preference: 'GET_FROM_FILE' });
    expect(at(request.purchase_units as Array<{ amount: unknown }>, 0).amount).toEqual({
      currency_code: 'USD',
      value: paypalAmount(both.total),
      breakdown: {
        item_total: { currency_code: 'USD', value: paypalAmount(both.subtotal) },
        shipping: { currency_code: 'USD', value: paypalAmount(both.shipping) },
      },
    });

    await confirmed.getByRole('button', { name: 'Done' }).click();
    await expect(floatingCart(page)).toHaveCount(0);
    await expect(card(page, jersey.name).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    // The cart is empty; the card's pickers still show what the visitor picked, ready for another.
    await expect(card(page, jersey.name).getByLabel(/^Size of /)).toHaveValue(SIZE);

    const orders = await storedOrders(page);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      kind: 'shop',
      id: `shop-${paypalId}`,
      paypalOrderId: paypalId,
      subtotal: both.subtotal,
      shipping: both.shipping,
      total: both.total,
      payerEmail: STUB_PAYER_EMAIL,
      address: { name: STUB_ADDRESS.full_name, line1: STUB_ADDRESS.address_line_1, city: STUB_ADDRESS.admin_area_2, countryCode: 'US' },
      lines: bothLines.map((l) => ({
        productId: l.product.id,
        name: l.product.name,
        quantity: 1,
        ...(l.product.id === jersey.id ? { size: SIZE, color: COLOR } : scarfChoice),
      })),
    });
    expect(Date.parse(orders[0].createdAt)).not.toBeNaN();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wal-cart')!).state);
    expect(stored).toEqual({ items: {}, sizes: {}, colors: {} });

    // The order is findable afterwards: My Orders, linked from the footer.
    await page.getByRole('contentinfo').getByRole('link', { name: 'My Orders' }).click();
    await expect(page).toHaveURL(/\/my-orders\/$/);
    await expect(page.getByRole('article', { name: `Order shop-${paypalId}` })).toContainText('Paid');
  });

  test('the bar Checkout goes to the payment step; below $75 the flat shipping rate is shown and charged', async ({ page }) => {
    await stubPayPal(page, 'approve');
    await open(page);
    await card(page, scarf.name).getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    expect(scarfOnly.shipping, 'below the threshold the flat rate is charged').toBe(FLAT_RATE);
    await expect(payment).toContainText(`Subtotal${usd(scarfOnly.subtotal)}`);
    await expect(payment).toContainText(`Shipping${usd(FLAT_RATE)}`);
    await expect(payment).toContainText(`Total (USD)${usd(scarfOnly.total)}`);
    await payment.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page.getByRole('dialog', { name: 'Order confirmed' })).toContainText('Thank you! Your order is paid.');
    const request = at(await paypalRequests(page), 0, 'PayPal order request');
    expect(at(request.purchase_units as Array<{ amount: { value: string } }>, 0).amount.value).toBe(paypalAmount(scarfOnly.total));
    const orders = await storedOrders(page);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ ...scarfOnly });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('status').filter({ hasText: `Order shop-${orders[0].paypalOrderId} is paid.` })).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
  });

  test('a capture that is not COMPLETED is an error with the PayPal id: nothing recorded, the cart kept', async ({ page }) => {
    await stubPayPal(page, 'pending');
    await open(page);
    await addJerseyAndScarf(page);
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await payment.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(payment.getByRole('alert')).toContainText('PayPal has not completed this payment (status PENDING, PayPal order STUB-ORDER-');
    await expect(page.getByRole('dialog', { name: 'Order confirmed' })).toHaveCount(0);
    expect(await storedOrders(page)).toEqual([]);
    expect(await storedCartItems(page)).toEqual(bothItems);
    await page.keyboard.press('Escape');
    await expect(bar(page)).toContainText('2 items');
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

  test('out-of-stock products show the overlay and cannot be added, even from a stored cart', async ({ page }) => {
    const outOfStock = PRODUCTS.filter((p) => !p.inStock);
    const inStock = PRODUCTS.filter((p) => p.inStock);
    await open(page);
    await expect(page.getByText('Out of Stock', { exact: true })).toHaveCount(outOfStock.length);
    for (const p of outOfStock) {
      await expect(card(page, p.name).getByText('Out of Stock', { exact: true })).toBeVisible();
      await expect(card(page, p.name).getByRole('button')).toHaveCount(0);
    }
    // A stored cart holding two of every product: only the ones in stock are counted and charged.
    const everything = Object.fromEntries(PRODUCTS.map((p) => [String(p.id), 2]));
    await page.evaluate(
      (stored) => localStorage.setItem('wal-cart', JSON.stringify({ state: { items: stored, sizes: {}, colors: {} }, version: 1 })),
      everything,
    );
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toContainText(items(2 * inStock.length));
    await expect(bar(page)).toContainText(usd(cartTotal(cartLines(PRODUCTS, everything))));
    for (const p of outOfStock) await expect(card(page, p.name).getByRole('button')).toHaveCount(0);
  });

  test('reload keeps the cart, sizes and colours', async ({ page }) => {
    await open(page);
    await addJerseyAndScarf(page);
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toContainText('2 items');
    await expect(bar(page)).toContainText(usd(both.subtotal));
    const jerseyCard = card(page, jersey.name);
    await expect(jerseyCard.getByText('1 in cart')).toBeVisible();
    await expect(jerseyCard.getByLabel(/^Size of /)).toHaveValue(SIZE);
    await expect(jerseyCard.getByLabel(/^Colour of /)).toHaveValue(COLOR);
  });

  test('a second tab sees the cart, and changes there come back', async ({ page, context }) => {
    await open(page);
    await addJerseyAndScarf(page);
    const second = await context.newPage();
    await stubPayPal(second, 'approve');
    await second.goto(SHOP);
    await waitForHydration(second);
    await expect(second.getByRole('button', { name: /^View cart/ })).toContainText('2 items');
    await card(second, scarf.name)
      .getByRole('button', { name: new RegExp(`^Add one more ${literal(scarf.name).source}`) })
      .click();
    await expect(bar(page)).toContainText('3 items');
    await expect(card(page, scarf.name).getByText('2 in cart')).toBeVisible();
    await second.getByRole('button', { name: 'Checkout', exact: true }).click();
    await second.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(second.getByRole('dialog', { name: 'Order confirmed' })).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    await second.close();
  });

  test('a corrupted cart value in storage does not break the page', async ({ page }) => {
    await open(page);
    await page.evaluate(() => localStorage.setItem('wal-cart', '{"state":{"items":{"1":'));
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('Some saved data in this browser was damaged and has been reset.')).toBeVisible();
    await card(page, scarf.name).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(bar(page)).toContainText('1 item');

    await page.evaluate(
      (id) => localStorage.setItem('wal-cart', JSON.stringify({ state: { items: { [id]: 'many' }, sizes: 5 }, version: 1 })),
      String(scarf.id),
    );
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toHaveCount(0);
    await expect(card(page, scarf.name).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});

test.describe('My Orders', () => {
  // Orders as an earlier visit stored them: the page shows a stored order's own lines, names and prices
  // (never data/products.json's), so these records are the test's fixtures and their figures exact.
  const paid = {
    kind: 'shop',
    id: 'shop-PAID-1',
    userId: null,
    paypalOrderId: 'PAID-1',
    lines: [
      { productId: 5, name: 'Stored Order Jersey', price: 99, quantity: 2, size: 'L', color: 'White' },
      { productId: 4, name: 'Stored Order Scarf', price: 29, quantity: 1, size: null, color: 'Teal and Gold' },
    ],
    subtotal: 227,
    shipping: 0,
    total: 227,
    address: { name: 'Ada Fan', line1: '12 Harbor Street', line2: null, city: 'Chicago', region: 'IL', postalCode: '60611', countryCode: 'US' },
    payerEmail: 'ada@example.com',
    createdAt: '2026-11-20T10:00:00.000Z',
  };
  const legacy = {
    kind: 'shop',
    id: 'shop_old',
    userId: null,
    lines: [{ productId: 4, name: 'Stored Order Scarf', price: 29, quantity: 1, size: null, color: null }],
    total: 29,
    createdAt: '2026-11-01T10:00:00.000Z',
  };
  const ticket = {
    kind: 'ticket',
    id: 'ticket-T-1',
    paypalOrderId: 'T-1',
    userId: null,
    // An event of data/ (its order card reads the event's published details).
    eventId: at(TICKET_EVENTS, 0).id,
    eventTitle: 'Stored Order Showdown',
    ticketType: 'general',
    quantity: 1,
    unitPrice: 45,
    fee: 4,
    total: 49,
    ticketIds: ['TKT1_A'],
    createdAt: '2026-11-21T10:00:00.000Z',
  };

  test('lists shop orders with status, lines, total and address, ticket orders, and says what was never charged', async ({ page }) => {
    await page.goto('/my-orders/');
    await page.evaluate((orders) => localStorage.setItem('wal-orders', JSON.stringify({ state: { orders }, version: 1 })), [legacy, paid, ticket]);
    await page.reload();
    await waitForHydration(page);
    const shop = page.getByRole('list', { name: 'Shop orders' }).getByRole('article');
    await expect(shop).toHaveCount(2);
    // Newest first.
    const order = shop.first();
    await expect(order).toHaveAccessibleName('Order shop-PAID-1');
    await expectTexts(order, [
      'Paid',
      'PayPal order PAID-1',
      '2 x Stored Order Jersey · Size L · White$198.00',
      '1 x Stored Order Scarf · Teal and Gold$29.00',
      'Total paid$227.00',
      'Ada Fan, 12 Harbor Street, Chicago, IL, 60611, US',
    ]);
    await order.getByText('Receipt', { exact: true }).click();
    await expect(order.getByRole('link', { name: 'Email me this receipt' })).toHaveAttribute('href', /^mailto:ada@example\.com\?/);
    await expect(shop.last()).toContainText('Not paid (placed before the shop took payment)');
    await expect(page.getByRole('article', { name: 'Stored Order Showdown' })).toContainText('$49');
    await expectNoAxeViolations(page);
  });
});

test.describe('shop payment when PayPal cannot load', () => {
  test.use({ allowErrors: PAYPAL_BLOCKED_ERRORS });
  test('the payment step says so, offers Retry, and keeps the cart', async ({ page }) => {
    await blockPayPal(page);
    await open(page);
    await card(page, scarf.name).getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await expect(payment.getByRole('alert')).toContainText('Payment is unavailable right now: PayPal could not be loaded.');
    await stubPayPal(page, 'approve');
    await payment.getByRole('button', { name: 'Retry' }).click();
    await expect(payment.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    expect(await storedOrders(page)).toEqual([]);
    expect(await storedCartItems(page)).toEqual({ [scarfLine]: 1 });
  });
});

test.describe('shop checkout offline', () => {
  // One pattern: Playwright reads a two-element array passed to test.use as a [value, options] tuple.
  test.use({ allowErrors: [/Failed to load resource|ChunkLoadError|Failed to load chunk|Loading chunk/] });
  test('when the checkout code cannot load, the visitor is told and the cart is kept', async ({ page }) => {
    await open(page);
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await card(page, scarf.name).getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The cart could not be opened. Please check your connection and try again; your cart is kept.' }),
    ).toBeVisible();
    await expect(bar(page)).toContainText('1 item');
    expect(await storedOrders(page)).toEqual([]);
  });
});

test('by keyboard, focus follows Add to Cart to the quantity it becomes, and back when the last one is removed', async ({ page }) => {
  await page.goto(SHOP);
  await waitForHydration(page);
  const product = card(page, scarf.name);
  const add = product.getByRole('button', { name: /^Add to Cart: / });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(product.getByRole('button', { name: /^Add one more / })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(product.getByRole('button', { name: /^Remove one / })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(product.getByRole('button', { name: /^Add to Cart: / })).toBeFocused();
});
