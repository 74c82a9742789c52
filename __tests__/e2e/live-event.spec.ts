import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import { failGetUserMedia, fakeMediaLaunchOptions, recordStreams } from './live-media';
import { EVENT_ENDS_AT, duringVoting } from './live-time';
import { getLiveData } from '../../lib/content/live';
import { formatNumber, formatUSD } from '../../lib/format/en-us';
import { at } from '@/lib/must';
import { LIVE_DEMO_NOTE } from '../../lib/live/constants';

const live = getLiveData();

test.use({ launchOptions: fakeMediaLaunchOptions });
// Each test starts its own fake-media browser and runs axe on a busy page: allow more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, page }) => {
  await context.grantPermissions(['camera', 'microphone']);
  await duringVoting(page, EVENT_ENDS_AT);
});

/** Go Live on /live-event/ with the camera refused by a DOMException of `name`. */
async function goLiveFailing(page: Page, name: string) {
  await page.addInitScript(failGetUserMedia, name);
  await page.goto('/live-event/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Go Live & Compete' }).click();
}

const tracksEnded = () => {
  const streams = (window as unknown as { __liveStreams: MediaStream[] }).__liveStreams;
  return streams.length > 0 && streams.every((s) => s.getTracks().every((t) => t.readyState === 'ended'));
};

test('Go Live shows a playing camera preview and the "You (Live)" card; End Stream stops it and removes the card', async ({ page }) => {
  await page.addInitScript(recordStreams);
  await page.goto('/live-event/');
  await waitForHydration(page);
  const competitors = page.getByRole('region', { name: 'Competitors' });
  await expect(competitors.getByRole('article')).toHaveCount(live.event.competitors.length);

  await page.getByRole('button', { name: 'Go Live & Compete' }).click();
  await expect(page.getByRole('button', { name: 'Preparing your stream...' })).toBeDisabled();
  // Chromium's fake camera can take a while to start on a busy machine.
  await expect(page.getByRole('heading', { name: 'You Are Live' })).toBeVisible({ timeout: 20_000 });

  const preview = page.getByLabel('Your camera preview');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2 && v.videoWidth > 0 && v.currentTime > 0)).toBe(true);

  const youCard = competitors.getByRole('article').first();
  await expect(youCard.getByRole('heading', { name: 'You (Live)' })).toBeVisible();
  // It joins with 0 votes (pinned in the unit tests); the simulated audience may have added a few since.
  await expect(youCard.getByRole('definition').first()).toHaveText(/^\d$/);
  await expect(page.getByRole('list', { name: 'Chat messages' })).toContainText('A new competitor just went live!');
  await expect(page.getByRole('textbox', { name: 'Chat message' })).toHaveAttribute('placeholder', 'Message as competitor...');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'End Stream' }).click();
  await expect(competitors.getByRole('heading', { name: 'You (Live)' })).toHaveCount(0);
  await expect(page.getByLabel('Your camera preview')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Chat messages' })).toContainText('A competitor has ended their stream.');
  await expect(page.getByRole('button', { name: 'Go Live & Compete' })).toBeEnabled();
  expect(await page.evaluate(tracksEnded)).toBe(true);
});

test('leaving the page while live stops the camera and microphone', async ({ page }) => {
  await page.addInitScript(recordStreams);
  await page.goto('/live-event/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Go Live & Compete' }).click();
  // Chromium's fake camera can take a while to start on a busy machine.
  await expect(page.getByRole('heading', { name: 'You Are Live' })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(tracksEnded)).toBe(false);
  // Client-side navigation keeps the window, so the recorded streams can be checked afterwards.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Live Contest' }).click();
  await expect(page).toHaveURL(/\/live-contest\/$/);
  await expect.poll(() => page.evaluate(tracksEnded)).toBe(true);
});

test('Go Live is disabled while the camera is off', async ({ page }) => {
  await page.goto('/live-event/');
  await waitForHydration(page);
  const camera = page.getByRole('switch', { name: 'Camera' });
  await camera.click();
  await expect(camera).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('button', { name: 'Go Live & Compete' })).toBeDisabled();
  await expect(page.getByText('Turn the camera on to go live.')).toBeVisible();
  await camera.click();
  await expect(page.getByRole('button', { name: 'Go Live & Compete' })).toBeEnabled();
});

test('denied camera permission shows a clear message and returns to disconnected', async ({ page }) => {
  await goLiveFailing(page, 'NotAllowedError');
  await expect(page.getByRole('alert').filter({ hasText: 'access was denied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Live & Compete' })).toBeEnabled();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You (Live)' })).toHaveCount(0);
});

test('a missing camera is named as such', async ({ page }) => {
  await goLiveFailing(page, 'NotFoundError');
  await expect(page.getByRole('alert').filter({ hasText: 'No camera or microphone was found' })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('No camera or microphone was found')).toHaveCount(0);
});

test('settings: Cancel discards edits, Save Settings persists them across a reload', async ({ page }) => {
  await page.goto('/live-event/');
  await waitForHydration(page);
  const quality = page.getByRole('button', { name: /^Quality: / });
  await expect(quality).toHaveText('Quality: 720p');

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Stream Settings' });
  await expect(dialog).toBeVisible();
  // Chromium's fake devices are listed by name.
  await expect.poll(() => dialog.getByLabel('Camera device').locator('option').count()).toBeGreaterThan(1);
  await dialog.getByRole('radio', { name: '4K' }).check();
  await dialog.getByRole('checkbox', { name: 'Microphone on' }).uncheck();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(quality).toHaveText('Quality: 720p');
  await expect(page.getByRole('switch', { name: 'Microphone' })).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Stream Settings' });
  await expect(dialog.getByRole('radio', { name: '720p' })).toBeChecked();
  await dialog.getByRole('radio', { name: '1080p' }).check();
  await dialog.getByRole('checkbox', { name: 'Microphone on' }).uncheck();
  const cameraSelect = dialog.getByLabel('Camera device');
  const deviceId = await cameraSelect.locator('option').nth(1).getAttribute('value');
  await cameraSelect.selectOption(deviceId!);
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await expect(quality).toHaveText('Quality: 1080p');

  await page.reload();
  await waitForHydration(page);
  await expect(quality).toHaveText('Quality: 1080p');
  await expect(page.getByRole('switch', { name: 'Microphone' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('dialog').getByLabel('Camera device')).toHaveValue(deviceId!);
});

test('the quality button cycles 720p, 1080p, 4K and back', async ({ page }) => {
  await page.goto('/live-event/');
  await waitForHydration(page);
  const quality = page.getByRole('button', { name: /^Quality: / });
  for (const next of ['1080p', '4K', '720p']) {
    await quality.click();
    await expect(quality).toHaveText(`Quality: ${next}`);
  }
});

test('stat tiles, rules and how to compete are in the page without JavaScript', async ({ newContext }) => {
  const context = await newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/live-event/');
  const figures = page.getByRole('definition');
  // The prize pool and the audience are data/live.json's; the first competitor, rule and judging criterion too.
  await expect(figures.filter({ hasText: formatUSD(live.event.prizePool) })).toBeVisible();
  // The time left as of the build, hh:mm:ss (with days before it while more than a day is left).
  await expect(page.getByRole('definition').filter({ hasText: /^(\d+d )?\d{2}:\d{2}:\d{2}$/ })).toHaveCount(1);
  const viewers = formatNumber(live.event.viewers);
  await expect(figures.filter({ hasText: viewers })).toHaveCount(0);
  await expect(page.getByText(`${viewers} viewers watching`)).toBeVisible();
  await expect(page.getByText(LIVE_DEMO_NOTE)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to Compete' })).toBeVisible();
  await expect(page.getByRole('heading', { name: at(live.event.competitors, 0, 'competitor').name, exact: true })).toBeVisible();
  const criterion = at(live.judging, 0, 'judging criterion');
  await expect(page.getByRole('listitem').filter({ hasText: criterion.criterion })).toContainText(`${criterion.weight}%`);
  await expect(page.getByText(at(live.rules, 0, 'rule'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Live & Compete' })).toBeHidden();
  await context.close();
});
