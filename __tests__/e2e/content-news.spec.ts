import { test, expect, waitForHydration } from './fixtures';

test.describe('recap news', () => {
  test('shows the four league-wide stat tiles', async ({ page }) => {
    await page.goto('/recap-news/');
    const tiles = page.getByRole('definition');
    await expect(tiles).toHaveText(['47', '125,680', '3.5 min', 'Flag Football']);
  });

  test('shows the featured story apart and leaves it out of the grid', async ({ page }) => {
    await page.goto('/recap-news/');
    const featuredTitle = 'Austin Thunder Win the Flag Football Championship Final';
    await expect(page.getByRole('heading', { level: 3, name: featuredTitle })).toHaveCount(1);
    const grid = page.getByRole('list', { name: 'Latest Articles' });
    await expect(grid.locator(':scope > li')).toHaveCount(9);
    await expect(grid.getByRole('heading', { name: featuredTitle })).toHaveCount(0);
  });

  test('searches title, summary or sport and filters by exact category', async ({ page }) => {
    await page.goto('/recap-news/');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    const grid = page.getByRole('list', { name: 'Latest Articles' });

    await search.fill('BASKETBALL');
    await expect(page.getByText('1 article match your filters')).toBeVisible();
    await expect(grid.getByRole('heading')).toHaveText(['Buzzer-Beater Decides the Basketball Elite Showdown']);

    await search.fill('');
    await page.getByRole('button', { name: 'Records' }).click();
    await expect(page.getByRole('button', { name: 'Records' })).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.getByRole('heading')).toHaveText(['Three League Records Fall in One Track and Field Weekend', 'Riverside Sharks Set a New 4x100 m Medley Relay Record']);

    await page.getByRole('button', { name: 'All Articles' }).click();
    await search.fill('(');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await search.fill('x'.repeat(5000));
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(grid.locator(':scope > li')).toHaveCount(9);
  });

  test('?sport=<slug> pre-filters on arrival and can be cleared', async ({ page }) => {
    await page.goto('/recap-news/?sport=tennis');
    await expect(page.getByText('Sport: Tennis')).toBeVisible();
    const grid = page.getByRole('list', { name: 'Latest Articles' });
    await expect(grid.getByRole('heading')).toHaveText(['Qualifier Stuns Top Seed at the League Tennis Open']);
    await page.getByRole('button', { name: 'Show all sports' }).click();
    await expect(grid.locator(':scope > li')).toHaveCount(9);
    await expect(page).toHaveURL(/\/recap-news\/$/);
  });

  test('a sport without articles shows the empty state with a clear-filter control', async ({ page }) => {
    await page.goto('/recap-news/?sport=pet-shows');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page.getByText('There are no recaps for Pet Shows yet')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('list', { name: 'Latest Articles' }).locator(':scope > li')).toHaveCount(9);
  });

  test('Read Full Article opens the article page, which links back', async ({ page }) => {
    await page.goto('/recap-news/');
    await page.getByRole('link', { name: /^Read Full Article\W+Buzzer-Beater Decides the Basketball Elite Showdown$/ }).click();
    await expect(page).toHaveURL(/\/recap-news\/basketball-elite-showdown-recap\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buzzer-Beater Decides the Basketball Elite Showdown');
    await expect(page.getByText('Keisha Brooks took the inbound pass', { exact: false })).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(ld!);
    expect(data.map((d: { '@type': string }) => d['@type'])).toEqual(['NewsArticle', 'BreadcrumbList']);
    expect(data[0].headline).toBe('Buzzer-Beater Decides the Basketball Elite Showdown');
    await page.getByRole('link', { name: 'Back to Recap News' }).click();
    await expect(page).toHaveURL(/\/recap-news\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recap News & Blog' })).toBeVisible();
  });

  test('share copies the article link when the Web Share API is missing', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // Force the fallback path: no Web Share API in this browser.
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/recap-news/track-records-weekend/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Share article/ }).click();
    await expect(page.getByText('Link copied to your clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/recap-news/track-records-weekend/`);
  });

  test('Stay Updated subscribes an email', async ({ page }) => {
    await page.goto('/recap-news/');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Email address' }).fill('fan@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText("You're subscribed! League news will go to fan@example.com.")).toBeVisible();
  });
});
