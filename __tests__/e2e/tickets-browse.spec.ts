import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import { PAYPAL_SDK_URL, stubPayPal } from './paypal-stub';
import { getTicketEvents } from '../../lib/content/tickets';

/** Every event of data/tickets.json, however many there are. */
const eventCount = getTicketEvents().length;

const cards = (page: import('@playwright/test').Page) => page.getByRole('list').filter({ has: page.getByRole('button', { name: /^(Buy Tickets|Sold Out):/ }) }).getByRole('listitem');

test.describe('buy tickets: browsing', () => {
  test('lists every event with all-in prices, status badges and availability in words', async ({ page }) => {
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(eventCount);
    const basketball = page.getByRole('article', { name: 'Basketball Elite Showdown' });
    // $75 + $6 fee = $81 all-in is the prominent figure; base and fee stand beside it.
    await expect(basketball).toContainText('General $81');
    await expect(basketball).toContainText('$75 ticket + $6 service fee');
    await expect(basketball).toContainText('TICKETS AVAILABLE');
    await expect(basketball).toContainText('21% available (96 of 450 left)');
    await expect(basketball.getByRole('meter')).toHaveAttribute('aria-valuenow', '96');
    await expect(page.getByText(`Showing all ${eventCount} events`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Watch live' })).toHaveAttribute('href', '/live-contest/');
  });

  test('search matches title, description or city as plain text; an empty result offers to clear', async ({ page }) => {
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Search events' });
    await expect(search).toHaveAttribute('placeholder', 'Search events, cities, or sports');
    await search.fill('chicago');
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByText(`Showing 1 of ${eventCount} events`)).toBeVisible();
    await search.fill('FIREWORKS'); // in the soccer final's description
    await expect(page.getByRole('article', { name: 'Soccer World Cup Final' })).toBeVisible();
    for (const text of ['(', '*', '[a-z]+', 'x'.repeat(5000)]) {
      await search.fill(text);
      await expect(page.getByText('No events match your search.')).toBeVisible();
    }
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(cards(page)).toHaveCount(eventCount);
  });

  test('sport chips in the Filters panel combine with the search', async ({ page }) => {
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    const chips = page.getByRole('group', { name: 'Sport' }).getByRole('button');
    await expect(chips).toHaveText(['All Sports', 'Basketball', 'Soccer', 'Tennis', 'Swimming', 'Track & Field', 'Multi-Sport']);
    await page.getByRole('button', { name: 'Soccer', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Soccer', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search events' }).fill('Miami');
    await expect(page.getByText('No events match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Tennis', exact: true }).click();
    await expect(page.getByRole('article', { name: 'Tennis Open Invitational' })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await filters.click();
    await expect(page.getByRole('group', { name: 'Sport' })).toBeHidden();
  });

  test('?sport= pre-selects the chip, also as written on sport pages ("Track and Field")', async ({ page }) => {
    await page.goto('/buy-tickets/?sport=Tennis');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Tennis', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(1);
    await page.goto('/buy-tickets/?sport=Track%20and%20Field');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Track & Field', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article', { name: 'Track & Field Grand Prix' })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
  });

  test('no request goes to PayPal until the purchase dialog opens; Escape closes it', async ({ page }, testInfo) => {
    const sdkRequests: string[] = [];
    page.on('request', (r) => {
      if (PAYPAL_SDK_URL.test(r.url()) || r.url().includes('paypal.com')) sdkRequests.push(r.url());
    });
    await stubPayPal(page, 'approve');
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    await page.mouse.wheel(0, 3000);
    await page.waitForLoadState('networkidle');
    expect(sdkRequests).toEqual([]);

    await page.getByRole('button', { name: 'Get Tickets' }).click();
    const dialog = page.getByRole('dialog', { name: "Buy tickets: Women's League Championship Weekend" });
    await expect(dialog).toBeVisible();
    const pay = dialog.getByRole('button', { name: 'Pay with PayPal' });
    await expect(pay).toBeVisible();
    // The SDK is asked for buttons 45 px high on mobile, 55 px otherwise (the stub draws that height).
    expect((await pay.boundingBox())?.height).toBe(testInfo.project.name === 'mobile' ? 45 : 55);
    expect(sdkRequests.length).toBeGreaterThan(0);
    expect(sdkRequests[0]).toContain('client-id=test');
    expect(sdkRequests[0]).toContain('currency=USD');
    expect(sdkRequests[0]).toContain('intent=capture');

    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Get Tickets' })).toBeFocused();
  });

  test('publishes schema.org SportsEvent data for every ticketed event', async ({ page }) => {
    await page.goto('/buy-tickets/');
    const text = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(text ?? '{}');
    expect(data['@graph']).toHaveLength(eventCount);
    const soccer = data['@graph'].find((e: { name: string }) => e.name === 'Soccer World Cup Final');
    expect(soccer).toMatchObject({
      '@type': 'SportsEvent',
      startDate: '2027-02-20T17:00:00-08:00',
      location: { '@type': 'Place', name: 'Metro Park Stadium', address: { '@type': 'PostalAddress', addressLocality: 'Los Angeles', addressRegion: 'CA' } },
    });
    expect(soccer.offers[0]).toMatchObject({ '@type': 'Offer', price: '103.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' });
  });
});
