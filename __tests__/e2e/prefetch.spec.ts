import { test, expect, waitForHydration } from './fixtures';

/** Requests for another page's data or code: Next's route payloads (`?_rsc=`) of pages other than this one. */
const routePayload = (url: string) => url.includes('_rsc=');

test('links fetch nothing while the page loads, and warm a page when the visitor shows intent', { tag: '@phone' }, async ({ page, isMobile }) => {
  const payloads: string[] = [];
  page.on('request', (r) => {
    if (routePayload(r.url())) payloads.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // The header, footer and home sections show dozens of links; none of them downloads anything yet.
  expect(payloads).toEqual([]);

  const join = page.getByRole('banner').getByRole('link', { name: 'Join League' }).filter({ visible: true });
  if (isMobile) await join.dispatchEvent('touchstart');
  else await join.hover();
  await expect.poll(() => payloads.some((p) => p.startsWith('/join/'))).toBe(true);

  // The warmed page opens as a client-side navigation.
  await join.click();
  await expect(page).toHaveURL(/\/join\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the League');
});
