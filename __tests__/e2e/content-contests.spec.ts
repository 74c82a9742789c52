import { test, expect, waitForHydration } from './fixtures';

test.describe('upcoming contests', () => {
  test('searches title or description and filters by category from the collapsible panel', async ({ page }) => {
    await page.goto('/upcoming-contests/');
    await waitForHydration(page);
    const grid = page.getByRole('list', { name: 'Upcoming Events' });
    await expect(grid.getByRole('listitem')).toHaveCount(5);
    await expect(grid.getByRole('heading', { name: 'Flag Football Skills Challenge' })).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search events' }).fill('radar-gun');
    await expect(grid.getByRole('heading')).toHaveText(['Serve Speed Challenge']);
    await expect(page.getByRole('heading', { name: 'Featured Event' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search events' }).fill('');

    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: 'Category' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const chips = page.getByRole('group', { name: 'Category' }).getByRole('button');
    await expect(chips).toHaveText(['All Categories', 'Flag Football', 'Basketball', 'Soccer', 'Tennis', 'Track and Field', 'Special Events']);
    await page.getByRole('button', { name: 'Special Events' }).click();
    await expect(grid.getByRole('heading')).toHaveText(['Luxury Cruise Fitness Championship']);
    await page.getByRole('button', { name: 'Flag Football' }).click();
    await expect(page.getByRole('heading', { name: 'Featured Event' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No events found' })).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search events' }).fill('((( no such event');
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(5);
  });

  test('shows the live banner, how to enter, Create Account and Learn More', async ({ page }) => {
    await page.goto('/upcoming-contests/');
    await expect(page.getByRole('link', { name: /^(Watch live|See the contest)$/ })).toHaveAttribute('href', '/live-contest/');
    await expect(page.getByRole('heading', { name: 'How to enter' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/join/');
    await expect(page.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/how-it-works/');
  });

  test('a visitor who presses Enter Event goes to the join form for that contest, by its own id', async ({ page }) => {
    await page.goto('/upcoming-contests/');
    await waitForHydration(page);
    await page.getByRole('link', { name: /^Enter Event\W+Three-Point Shootout$/ }).click();
    await expect(page).toHaveURL(/\/join\/\?contest=2$/);
    await expect(page.getByRole('region', { name: 'Your contest: Three-Point Shootout' })).toBeVisible();
    await expect(page.getByLabel('Event you are interested in')).toHaveValue('');
  });

  test('a visitor who presses Enter Now on the featured event goes to the join form for it', async ({ page }) => {
    await page.goto('/upcoming-contests/');
    await waitForHydration(page);
    await page.getByRole('link', { name: /^Enter Now\W+Flag Football Skills Challenge$/ }).click();
    await expect(page).toHaveURL(/\/join\/\?contest=1$/);
    await expect(page.getByLabel('Your sport')).toHaveValue('flag-football');
  });
});
