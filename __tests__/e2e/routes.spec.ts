import { test, expect } from './fixtures';
import { allRoutes } from '../../lib/content/routes';
import { expectRouteRenders } from './route-check';

/** Every exported page answers, has exactly one h1 and passes axe (WCAG 2.2 AA tags). */
for (const route of allRoutes()) {
  test(`route ${route} renders with one h1 and no axe violations`, async ({ page }) => {
    await expectRouteRenders(page, route);
  });
}

test.describe('not found', () => {
  test.use({ allowErrors: [/status of 404/] });
  test('an unknown address shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  });
});
