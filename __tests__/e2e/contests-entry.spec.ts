import { test, expect, waitForHydration } from './fixtures';
import { stubPayPal, paypalRequests } from './paypal-stub';
import { HASH_WAIT } from './accounts-helpers';

test('a signed-in athlete pays the entry fee with PayPal, is entered once, and sees it in the dashboard', async ({ page }) => {
  await stubPayPal(page, 'approve');
  await page.goto('/user/dashboard/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Explore the demo athlete' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Maya Johnson' })).toBeVisible({ timeout: HASH_WAIT });

  await page.goto('/upcoming-contests/');
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Enter Event\W+Three-Point Shootout$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter contest' });
  await expect(dialog).toContainText('$49');
  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(dialog.getByRole('status')).toContainText("You're entered in Three-Point Shootout!");
  const [order] = await paypalRequests(page);
  expect(JSON.stringify(order)).toContain('Contest Entry Fee: Three-Point Shootout');
  await page.keyboard.press('Escape');

  // A second try is refused before any payment.
  await page.getByRole('button', { name: /^Enter Event\W+Three-Point Shootout$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Enter contest' })).toContainText('You have already entered this contest');
  await expect(page.getByRole('dialog', { name: 'Enter contest' }).getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/user/dashboard/');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Three-Point Shootout');
});
