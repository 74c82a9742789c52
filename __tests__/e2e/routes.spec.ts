import { test, expect } from './fixtures';
import { allRoutes } from '../../lib/content/routes';
import { expectRouteRenders, testRoutesInOneTab } from './route-check';

/** Every exported page answers, has exactly one h1 and passes axe (WCAG 2.2 AA tags). */
testRoutesInOneTab('routes render with one h1 and no axe violations', allRoutes(), expectRouteRenders);

test.describe('not found', () => {
  test.use({ allowErrors: [/status of 404/] });
  test('an unknown address shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  });
});
