import { test, expect } from './fixtures';
import { expectRouteRenders, routesToVisit, testRoutesInOneTab } from './route-check';

/**
 * Every fixed page, and a sample of each kind of record page (first, last, fullest, emptiest),
 * answers, has exactly one h1 and passes axe (WCAG 2.2 AA tags). links.spec reads every exported
 * page's HTML for its h1, title and alt text.
 */
testRoutesInOneTab('routes render with one h1 and no axe violations', routesToVisit(), expectRouteRenders);

test.describe('not found', () => {
  test.use({ allowErrors: [/status of 404/] });
  test('an unknown address shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  });
});
