import { test, expect } from './fixtures';
import { getSports } from '../../lib/content/sports';
import { sportTabList } from '@/lib/sports/page';
import { must } from '@/lib/must';

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

test("while the scripts are on their way, a sport page's section tabs already open their sections", async ({ page }) => {
  const sport = must(
    getSports().find((s) => sportTabList(s).length > 1),
    'a sport with two tabs',
  );
  const [first, second] = sportTabList(sport);
  await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
  await page.goto(`/sports/${sport.slug}/`, { waitUntil: 'domcontentloaded' });
  const tablist = page.getByRole('tablist', { name: `${sport.name} sections` });
  const panel = (label: string) => page.getByRole('tabpanel', { name: label, exact: true });
  await expect(panel(first!.label)).toBeVisible();
  await expect(panel(second!.label)).toBeHidden();
  await tablist.getByRole('tab', { name: second!.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${second!.id}$`));
  await expect(panel(second!.label)).toBeVisible();
  await expect(panel(first!.label)).toBeHidden();
  // Back to the first: its link works the same way.
  await tablist.getByRole('tab', { name: first!.label, exact: true }).click();
  await expect(panel(first!.label)).toBeVisible();
  await expect(panel(second!.label)).toBeHidden();
});

test('a section tab linked from elsewhere opens before and after the scripts run, and a tab chosen after them changes the address in place', async ({
  page,
}) => {
  const sport = must(
    getSports().find((s) => sportTabList(s).length > 1),
    'a sport with two tabs',
  );
  const [first, second] = sportTabList(sport);
  const panel = (label: string) => page.getByRole('tabpanel', { name: label, exact: true });
  await page.goto(`/sports/${sport.slug}/#${second!.id}`);
  await page.waitForSelector('html[data-hydrated]');
  await expect(panel(second!.label)).toBeVisible();
  await expect(page.getByRole('tab', { name: second!.label, exact: true })).toHaveAttribute('aria-selected', 'true');
  const historyLength = await page.evaluate(() => history.length);
  await page.getByRole('tab', { name: first!.label, exact: true }).click();
  await expect(panel(first!.label)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#${first!.id}$`));
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});
