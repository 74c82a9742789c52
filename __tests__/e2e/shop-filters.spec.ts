import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';
import { CATEGORY_CHIPS, GLOBAL_COUNTRY, QUICK_LOCATIONS, USER_TYPE_LABELS } from '../../lib/shop/catalog';
import { SHOP_AVERAGE_RATING } from '../../lib/shop/constants';
import {
  DEFAULT_FILTERS,
  categoryCounts,
  featuredProducts,
  filterProducts,
  locationOptions,
  locationTrail,
  shopStats,
  sportsOf,
  type ShopFilters,
} from '../../lib/shop/filters';
import { filtersToQuery } from '../../lib/shop/url-state';
import type { Product } from '../../lib/schemas/product';
import { PRODUCTS, literal, productCount } from './content-picks';
import { at, must } from '@/lib/must';

const SHOP = '/purchase-uniforms/';
const grid = (page: Page) => page.getByRole('region', { name: /^(All Products|Fan Merchandise|Team Uniforms|Sports Equipment)$/ });
const cards = (page: Page) => grid(page).getByRole('article');

async function open(page: Page, query = '') {
  await page.goto(`${SHOP}${query}`);
  await waitForHydration(page);
}

/** The products the shop shows for `filters`, by the page's own filter (lib/shop/filters). */
const matching = (filters: Partial<ShopFilters>) => filterProducts(PRODUCTS, { ...DEFAULT_FILTERS, ...filters });

/** The grid lists exactly `products`, in the shop's order. */
async function expectCards(page: Page, products: readonly Product[]) {
  await expect(cards(page)).toHaveCount(products.length);
  if (products.length > 0) await expect(cards(page)).toHaveText(products.map((p) => literal(p.name)));
}

/** The page's URL query is the one `filters` write. */
async function expectQuery(page: Page, filters: Partial<ShopFilters>) {
  await expect.poll(() => new URL(page.url()).search).toBe(filtersToQuery({ ...DEFAULT_FILTERS, ...filters }));
}

/** A quick location some product is sold in (a link to a place no product has falls back to all). */
const quick = QUICK_LOCATIONS.find((q) => matching({ country: q.country, state: q.state, city: q.city }).length > 0);
const quickFilters = quick && { country: quick.country, state: quick.state, city: quick.city, team: '' };
/** A place (country, state, city) of a product tied to one, for the cascading dropdowns. */
const local = PRODUCTS.find((p) => p.country !== GLOBAL_COUNTRY);

test.describe('shop filters', () => {
  test('the page shows the figures and every product before any filter', async ({ page }) => {
    await open(page);
    const figures = page.getByRole('definition');
    const stats = shopStats(PRODUCTS);
    await expect(figures).toHaveText([String(stats.countries), String(stats.teams), String(stats.uniforms), SHOP_AVERAGE_RATING.toFixed(1)]);
    await expectCards(page, PRODUCTS);
    await expect(page.getByRole('region', { name: 'Featured' }).getByRole('listitem')).toHaveCount(featuredProducts(PRODUCTS).length);
    await expect(page.getByText(`Showing ${productCount(PRODUCTS.length)}`)).toBeVisible();
  });

  test('a Quick Location sets country, state and city, shows the banner and survives reload', async ({ page }) => {
    if (!quick || !quickFilters) throw new Error('no product of data/products.json is sold in a Quick Location');
    const here = matching(quickFilters);
    await open(page);
    await page.getByRole('button', { name: quick.label, exact: true }).click();
    await expect(page.getByLabel('Country')).toHaveValue(quick.country);
    await expect(page.getByLabel('State/Region')).toHaveValue(quick.state);
    await expect(page.getByLabel('City')).toHaveValue(quick.city);
    await expectCards(page, here);
    await expect(page.getByText(`Shopping in: ${locationTrail(quickFilters)} · ${productCount(here.length)} match`)).toBeVisible();
    await expectQuery(page, quickFilters);
    await page.reload();
    await waitForHydration(page);
    await expectCards(page, here);
    await expect(page.getByRole('button', { name: quick.label, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Clear Location Filters' }).click();
    await expectCards(page, PRODUCTS);
    await expect(page.getByLabel('Country')).toHaveValue('');
    await expect(page).toHaveURL(/\/purchase-uniforms\/$/);
  });

  test('location dropdowns cascade and combine with user type, category and search', async ({ page }) => {
    if (!local) throw new Error('no product of data/products.json is tied to a place');
    const place = { country: local.country, state: local.state, city: local.city };
    const here = matching(place);
    // A user type and a category of a product sold there (the product picked last, so each narrows to something).
    const sample = at(here, -1, 'product sold there');
    await open(page);
    await page.getByLabel('Country').selectOption(place.country);
    const states = locationOptions(PRODUCTS, { ...DEFAULT_FILTERS, country: place.country }).state;
    await expect(page.getByLabel('State/Region').getByRole('option')).toHaveText(['All states and regions', ...states]);
    await page.getByLabel('State/Region').selectOption(place.state);
    const below = locationOptions(PRODUCTS, { ...DEFAULT_FILTERS, country: place.country, state: place.state });
    await expect(page.getByLabel('City').getByRole('option')).toHaveText(['All cities', ...below.city]);
    await page.getByLabel('City').selectOption(place.city);
    const teams = locationOptions(PRODUCTS, { ...DEFAULT_FILTERS, ...place }).team;
    await expect(page.getByLabel('Team').getByRole('option')).toHaveText(['All teams', ...teams]);
    await expectCards(page, here);

    await page.getByRole('button', { name: USER_TYPE_LABELS[sample.userType], exact: true }).click();
    await expectCards(page, matching({ ...place, userType: sample.userType }));

    await page.getByRole('button', { name: 'Everyone' }).click();
    const category = must(
      CATEGORY_CHIPS.find((c) => c.value === sample.category),
      'category chip',
    );
    await page.getByRole('button', { name: new RegExp(`^${category.label}`) }).click();
    await expectCards(page, matching({ ...place, category: sample.category }));
    // Each chip counts the products it would show with every other filter kept.
    const counts = categoryCounts(PRODUCTS, { ...DEFAULT_FILTERS, ...place, category: sample.category });
    for (const chip of CATEGORY_CHIPS) await expect(page.getByRole('button', { name: new RegExp(`^${chip.label}`) })).toContainText(String(counts[chip.value]));

    await page.getByRole('button', { name: /^All Products/ }).click();
    // A word of the product's name, in capitals: the search ignores case.
    const word = at(sample.name.split(' '), -1, 'word of the name').toUpperCase();
    await page.getByLabel('Search products').fill(word);
    await expectCards(page, matching({ ...place, search: word }));
    await expectQuery(page, { ...place, search: word });

    // Changing the country resets the levels below it.
    const otherCountry = locationOptions(PRODUCTS, DEFAULT_FILTERS).country.find((c) => c !== place.country) ?? '';
    await page.getByLabel('Country').selectOption(otherCountry);
    await expect(page.getByLabel('State/Region')).toHaveValue('');
  });

  test('More Filters shows sport buttons that fill the search box; All Sports clears it', async ({ page }) => {
    await open(page);
    const more = page.getByRole('button', { name: 'More Filters' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const sports = sportsOf(PRODUCTS);
    const sport = at(sports, -1, 'sport');
    await expect(page.getByRole('button', { name: sport, exact: true })).toBeHidden();
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    for (const s of sports) await expect(page.getByRole('button', { name: s, exact: true })).toBeVisible();
    await page.getByRole('button', { name: sport, exact: true }).click();
    await expect(page.getByLabel('Search products')).toHaveValue(sport);
    await expectCards(page, matching({ search: sport }));
    await page.getByRole('button', { name: 'All Sports' }).click();
    await expect(page.getByLabel('Search products')).toHaveValue('');
    await expectCards(page, PRODUCTS);
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
    await expectCards(page, PRODUCTS);
    await expect(search).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Everyone' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a shared link opens the filtered view; unknown values fall back to all', async ({ page }) => {
    // The category and user type of the product they narrow the list most to.
    const narrowing = (p: Product) => ({ category: p.category, userType: p.userType });
    const shared = narrowing(
      at(
        [...PRODUCTS].sort((a, b) => matching(narrowing(a)).length - matching(narrowing(b)).length),
        0,
        'product',
      ),
    );
    await open(page, filtersToQuery({ ...DEFAULT_FILTERS, ...shared }));
    await expectCards(page, matching(shared));
    await open(page, '?category=bogus&country=Atlantis');
    await expectCards(page, PRODUCTS);
  });

  test('without JavaScript every product is readable', async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(SHOP);
    for (const p of PRODUCTS) await expect(page.getByRole('heading', { level: 3, name: p.name, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(PRODUCTS.length);
    // Playwright's text engine skips <noscript>, so the note is checked by element.
    const note = page.locator('main noscript p');
    await expect(note).toBeVisible();
    expect(await note.textContent()).toContain('Turn on JavaScript to filter products');
    await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeHidden();
    await context.close();
  });

  test('the filtered page passes axe', async ({ page }) => {
    await open(page, filtersToQuery({ ...DEFAULT_FILTERS, country: (local ?? at(PRODUCTS, 0, 'product')).country }));
    await page.getByRole('button', { name: 'More Filters' }).click();
    await expectNoAxeViolations(page);
  });
});
