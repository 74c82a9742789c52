import { test, expect } from './fixtures';

// A venue's signal that delivers the page but drops its scripts: the parts the browser fills in say
// they are loading, and after a while that the page may not have loaded fully and to reload.

test.use({ allowErrors: [/Failed to load resource|ERR_FAILED|ChunkLoadError/] });

test('when the scripts never arrive, My Tickets and the dashboard say so after a while instead of loading for ever', async ({ page }) => {
  await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
  // CSS animations run 100 times faster here, so the 8 s wait takes 80 ms.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 100 });
  for (const [route, loading] of [
    ['/my-tickets/', 'Loading your orders…'],
    ['/user/dashboard/', 'Loading your dashboard…'],
  ] as const) {
    // 'domcontentloaded': the page never marks itself ready, which goto would wait for.
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    const status = page.getByRole('status').filter({ hasText: loading });
    await expect(status).toBeVisible();
    await expect(status.getByText('This is taking a while: the page may not have loaded fully on this connection. Reload to try again.')).toBeVisible();
  }
});

test('when the scripts arrive, the note never shows', async ({ page }) => {
  await page.goto('/my-tickets/');
  await page.waitForSelector('html[data-hydrated]');
  await expect(page.getByText('This is taking a while')).toHaveCount(0);
});
