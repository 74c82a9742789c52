import { test, expect, waitForHydration, expectNoAxeViolations } from './fixtures';

test.describe('winner announcements', () => {
  test('searches event or winner name and filters by category', async ({ page }) => {
    await page.goto('/winner-announcements/');
    await waitForHydration(page);
    const grid = page.getByRole('list', { name: 'Recent Champions' });
    await expect(grid.getByRole('listitem')).toHaveCount(5);
    await page.getByRole('searchbox', { name: 'Search winners' }).fill('mei tanaka');
    await expect(grid.getByRole('heading')).toHaveText(['Mei Tanaka']);
    await page.getByRole('searchbox', { name: 'Search winners' }).fill('Free Kick');
    await expect(grid.getByRole('heading')).toHaveText(['Sofia Martinez']);
    await page.getByRole('searchbox', { name: 'Search winners' }).fill('');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('button', { name: 'Special Events' }).click();
    await expect(grid.getByRole('heading')).toHaveText(['Elena Petrova and Grace Kim']);
    await expect(page.getByRole('heading', { name: 'Featured Winner' })).toHaveCount(0);
  });

  test('a like toggles and is remembered after a reload', async ({ page }) => {
    await page.goto('/winner-announcements/');
    await waitForHydration(page);
    const like = page.getByRole('button', { name: /^Like Riley Chen/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAccessibleName('Like Riley Chen, Basketball Elite Showdown, 962 likes');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('Like Riley Chen, Basketball Elite Showdown, 963 likes');
    await page.reload();
    await waitForHydration(page);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(/963 likes$/);
    await like.click();
    await expect(like).toHaveAccessibleName(/962 likes$/);
    await page.reload();
    await waitForHydration(page);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  test('comments open in a dialog for that card', async ({ page }) => {
    await page.goto('/winner-announcements/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Comments on Maya Johnson/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Comments: Maya Johnson, Flag Football Championship Final' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await expect(dialog.getByText('Proud of the whole Thunder squad.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a fan posts a comment: checked, shown as plain text, kept after a reload, and can be deleted', async ({ page }) => {
    await page.goto('/winner-announcements/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: /^Comments on Maya Johnson/ });
    await expect(button).toHaveAccessibleName(/, 3$/);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Comments: Maya Johnson, Flag Football Championship Final' });
    await dialog.getByRole('button', { name: 'Post comment' }).click();
    await expect(dialog.getByText('Enter your name.')).toBeVisible();
    await expect(dialog.getByText('Write a comment of at least 2 characters.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Comment/ }).fill('x'.repeat(501));
    await dialog.getByRole('button', { name: 'Post comment' }).click();
    await expect(dialog.getByText('Keep your comment to 500 characters or fewer.')).toBeVisible();

    await dialog.getByRole('textbox', { name: /^Your name/ }).fill('Sam');
    await dialog.getByRole('textbox', { name: /^Comment/ }).fill('<b>What a final!</b>');
    await dialog.getByRole('button', { name: 'Post comment' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your comment is posted. It is kept in this browser.');
    await expect(dialog.getByRole('listitem')).toHaveCount(4);
    await expect(dialog.getByText('<b>What a final!</b>')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Comment/ })).toHaveValue('');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAccessibleName(/, 4$/);

    await page.reload();
    await waitForHydration(page);
    await expect(button).toHaveAccessibleName(/, 4$/);
    await button.click();
    await expect(dialog.getByText('<b>What a final!</b>')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete my comment' }).click();
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAccessibleName(/, 3$/);
  });

  test('share copies a link to the card when the Web Share API is missing', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/winner-announcements/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Share: Aisha Williams wins Fall Classic 100 m' }).click();
    await expect(page.getByText('Link copied to your clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/winner-announcements/#winner-3`);
  });

  test('links to upcoming events and join', async ({ page }) => {
    await page.goto('/winner-announcements/');
    await expect(page.getByRole('link', { name: 'Browse Upcoming Events' })).toHaveAttribute('href', '/upcoming-contests/');
    await expect(page.getByRole('link', { name: 'Join Free' })).toHaveAttribute('href', '/join/');
  });
});
