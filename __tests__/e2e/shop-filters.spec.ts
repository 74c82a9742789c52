import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

const SHOP = '/purchase-uniforms/';
const grid = (page: Page) => page.getByRole('region', { name: /^(All Products|Fan Merchandise|Team Uniforms|Sports Equipment)$/ });
const cards = (page: Page) => grid(page).getByRole('article');

async function open(page: Page, query = '') {
  await page.goto(`${SHOP}${query}`);
  await waitForHydration(page);
}

test.describe('shop filters', () => {
  test('the page shows the figures and every product before any filter', async ({ page }) => {
    await open(page);
    const figures = page.getByRole('definition');
    await expect(figures).toHaveText(['3', '4', '6', '4.9']);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole('region', { name: 'Featured' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('Showing 12 products')).toBeVisible();
  });

  test('Quick Location London sets country, state and city, shows the banner and survives reload', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'London', exact: true }).click();
    await expect(page.getByLabel('Country')).toHaveValue('United Kingdom');
    await expect(page.getByLabel('State/Region')).toHaveValue('England');
    await expect(page.getByLabel('City')).toHaveValue('London');
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByText('Shopping in: United Kingdom → England → London · 2 products match')).toBeVisible();
    await expect(page).toHaveURL(/country=United\+Kingdom&state=England&city=London/);
    await page.reload();
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'London', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Clear Location Filters' }).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByLabel('Country')).toHaveValue('');
    await expect(page).toHaveURL(/\/purchase-uniforms\/$/);
  });

  test('location dropdowns cascade and combine with user type, category and search', async ({ page }) => {
    await open(page);
    await page.getByLabel('Country').selectOption('United States');
    await expect(page.getByLabel('State/Region').getByRole('option')).toHaveText(['All states and regions', 'California', 'New York']);
    await page.getByLabel('State/Region').selectOption('California');
    await expect(page.getByLabel('City').getByRole('option')).toHaveText(['All cities', 'Los Angeles']);
    await expect(page.getByLabel('Team').getByRole('option')).toHaveText(['All teams', 'Los Angeles Waves']);
    await expect(cards(page)).toHaveCount(3);

    await page.getByRole('button', { name: 'Coaches' }).click();
    await expect(cards(page)).toHaveText([/Waves Coach Polo/]);

    await page.getByRole('button', { name: 'Everyone' }).click();
    await page.getByRole('button', { name: /^Fan Merchandise/ }).click();
    await expect(cards(page)).toHaveText([/Waves Supporter Scarf/]);
    await expect(page.getByRole('button', { name: /^Team Uniforms/ })).toContainText('2');

    await page.getByRole('button', { name: /^All Products/ }).click();
    await page.getByLabel('Search products').fill('POLO');
    await expect(cards(page)).toHaveText([/Waves Coach Polo/]);
    await expect(page).toHaveURL(/q=POLO/);

    // Changing the country resets the levels below it.
    await page.getByLabel('Country').selectOption('Australia');
    await expect(page.getByLabel('State/Region')).toHaveValue('');
  });

  test('More Filters shows sport buttons that fill the search box; All Sports clears it', async ({ page }) => {
    await open(page);
    const more = page.getByRole('button', { name: 'More Filters' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Rugby' })).toBeHidden();
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Rugby' }).click();
    await expect(page.getByLabel('Search products')).toHaveValue('Rugby');
    await expect(cards(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'All Sports' }).click();
    await expect(page.getByLabel('Search products')).toHaveValue('');
    await expect(cards(page)).toHaveCount(12);
  });

  test('a 5,000-character search finds nothing, says so and offers to clear filters', async ({ page }) => {
    await open(page, '?user=fan');
    const search = page.getByLabel('Search products');
    const start = Date.now();
    await search.fill('(a+)+['.repeat(834).slice(0, 5000));
    await expect(page.getByText('No products match your filters.')).toBeVisible();
    expect(Date.now() - start).toBeLessThan(5000);
    await expect(search).toHaveValue(/^\(a\+\)\+\[/);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(search).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Everyone' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a shared link opens the filtered view; unknown values fall back to all', async ({ page }) => {
    await open(page, '?category=equipment&user=coach');
    await expect(cards(page)).toHaveText([/Coach Tactics Board Kit/]);
    await open(page, '?category=bogus&country=Atlantis');
    await expect(cards(page)).toHaveCount(12);
  });

  test('without JavaScript every product is readable', async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(SHOP);
    await expect(page.getByRole('heading', { level: 3, name: 'Pro Tennis Racket' }).first()).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(12);
    // Playwright's text engine skips <noscript>, so the note is checked by element.
    const note = page.locator('main noscript p');
    await expect(note).toBeVisible();
    expect(await note.textContent()).toContain('Turn on JavaScript to filter products');
    await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeHidden();
    await context.close();
  });

  test('the filtered page passes axe', async ({ page }) => {
    await open(page, '?country=United+Kingdom');
    await page.getByRole('button', { name: 'More Filters' }).click();
    await expectNoAxeViolations(page);
  });
});
