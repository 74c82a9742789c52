import { test, expect, waitForHydration, layoutShift, waitForLayoutToSettle, watchLayoutShift } from './fixtures';

// Pages whose content depends on what this browser keeps (orders, accounts, cart, likes) fill in after
// the page has loaded; they must not push what is already on screen around (Cumulative Layout Shift).
const PAGES = [
  '/',
  '/user/dashboard/',
  '/admin/dashboard/',
  '/admin/login/',
  '/my-tickets/',
  '/my-orders/',
  '/join/',
  '/buy-tickets/',
  '/purchase-uniforms/',
  '/winner-announcements/',
  '/live-contest/',
];

for (const path of PAGES) {
  test(`${path} does not shift while it loads and reads stored state`, async ({ page }) => {
    await watchLayoutShift(page);
    await page.goto(path);
    await waitForHydration(page);
    await waitForLayoutToSettle(page);
    const shift = await layoutShift(page);
    expect(shift, 'cumulative layout shift').toBeLessThan(0.05);
  });
}
