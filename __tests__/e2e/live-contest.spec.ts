import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { fakeMediaLaunchOptions } from './live-media';
import { CONTEST_ENDS_AT, COUNTDOWN_MS, duringVoting } from './live-time';
import { getLiveData } from '../../lib/content/live';
import { CHAT_HISTORY, CHAT_TICK_MS, LIVE_DEMO_NOTE } from '../../lib/live/constants';
import { at } from '@/lib/must';

const live = getLiveData();
const contestants = live.contest.contestants;
/** The contestant a visitor votes for, and another one. */
const [first, second] = [at(contestants, 0, 'contestant'), at(contestants, 1, 'second contestant')];

test.use({ launchOptions: fakeMediaLaunchOptions });
// Each test starts its own fake-media browser and runs axe on a busy page: allow more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** /live-contest/ opened while voting is open. */
async function openDuringVoting(page: Page) {
  await duringVoting(page);
  await page.goto('/live-contest/');
  await waitForHydration(page);
}

/**
 * Fake time that stands still until the test moves it (runFor fires every due timer; fastForward
 * jumps), 02:45:18 before voting closes by data/live.json.
 */
async function pauseClock(page: Page) {
  const start = CONTEST_ENDS_AT - COUNTDOWN_MS - 1000;
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

test('a visitor votes once: the vote counts, a vote message appears, and it holds across a reload', async ({ page }) => {
  await openDuringVoting(page);
  const chosen = page.getByRole('article', { name: first.name, exact: true });
  const other = page.getByRole('article', { name: second.name, exact: true });
  const votes = chosen.getByRole('definition').first();
  const before = Number((await votes.textContent())!.replace(/,/g, ''));

  // The moving counts and other fans' chat are said to be the demonstration's, beside the audience figure.
  await expect(page.getByRole('region', { name: live.contest.title }).getByText(LIVE_DEMO_NOTE)).toBeVisible();
  await chosen.getByRole('button', { name: `Vote for ${first.name}`, exact: true }).click();
  await expect(chosen.getByRole('button', { name: /^Voted/ })).toBeDisabled();
  // The button she pressed keeps her focus, now saying Voted (not dropped to the top of the page).
  await expect(chosen.getByRole('button', { name: /^Voted/ })).toBeFocused();
  await expect(other.getByRole('button', { name: /^You Voted Already/ })).toBeDisabled();
  // Votes also drift up 0..2 every 5 s, so the count is at least one more.
  expect(Number((await votes.textContent())!.replace(/,/g, ''))).toBeGreaterThanOrEqual(before + 1);
  await expect(page.getByRole('list', { name: 'Chat messages' })).toContainText(`You voted for ${first.name}!`);
  await expect(page.getByText(`Thanks for voting! You voted for ${first.name}.`)).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(chosen.getByRole('button', { name: /^Voted/ })).toBeDisabled();
  await expect(other.getByRole('button', { name: /^You Voted Already/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Vote for/ })).toHaveCount(0);
});

test('a new browser session may vote again', async ({ newContext }) => {
  for (let i = 0; i < 2; i++) {
    const context = await newContext();
    const page = await context.newPage();
    await openDuringVoting(page);
    await page.getByRole('button', { name: `Vote for ${second.name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: /^Voted/ })).toBeDisabled();
    await context.close();
  }
});

test('chat refuses empty and over-long messages, counts what is left and clears after sending', async ({ page }) => {
  await openDuringVoting(page);
  const input = page.getByRole('textbox', { name: 'Chat message' });
  const list = page.getByRole('list', { name: 'Chat messages' });
  const send = page.getByRole('button', { name: 'Send' });
  await expect(input).toHaveAttribute('placeholder', 'Cheer on the athletes...');
  await expect(page.getByText('200 of 200 characters left')).toBeVisible();

  await input.fill('   ');
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Type a message before sending.' })).toBeVisible();

  const count = await list.getByRole('listitem').count();
  await input.fill('x'.repeat(201));
  await expect(page.getByText('1 character over the 200-character limit')).toBeVisible();
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Messages can be at most 200 characters.' })).toBeVisible();
  await expect(input).toHaveValue('x'.repeat(201));
  await expect(list).not.toContainText('x'.repeat(201));
  expect(await list.getByRole('listitem').count()).toBeLessThanOrEqual(Math.max(count, 20));

  await input.fill('x'.repeat(200));
  await expect(page.getByText('0 of 200 characters left')).toBeVisible();
  await input.fill('  <b>Go team!</b>  ');
  await send.click();
  await expect(input).toHaveValue('');
  await expect(list.getByRole('listitem').filter({ hasText: 'Go team!' })).toHaveText('You: <b>Go team!</b>');
  await expect(list.locator('b')).toHaveCount(0);
  await expect(page.getByText('200 of 200 characters left')).toBeVisible();

  // A message of 200 letters without a space wraps inside the chat: the page does not grow sideways.
  await input.fill('W'.repeat(200));
  await send.click();
  await expect(list.getByRole('listitem').filter({ hasText: 'W'.repeat(200) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('chat refuses a message of invisible characters, counts an emoji as one character, and slows a burst of messages down', async ({ page }) => {
  await openDuringVoting(page);
  const input = page.getByRole('textbox', { name: 'Chat message' });
  const list = page.getByRole('list', { name: 'Chat messages' });
  const send = page.getByRole('button', { name: 'Send' });
  const alert = page.getByRole('alert').filter({ hasText: /\S/ });

  await input.fill('\u200b\u200b\u200d');
  await send.click();
  await expect(alert).toHaveText('Type a message before sending.');

  await input.fill('🔥🇧🇷👍🏽');
  await expect(page.getByText('197 of 200 characters left')).toBeVisible();

  // The page's clock stands still: five messages at one instant, then the sixth must wait the whole ten seconds.
  for (let i = 1; i <= 5; i++) {
    await input.fill(`Go team ${i}`);
    await send.click();
    await expect(input).toHaveValue('');
  }
  await input.fill('Go team 6');
  await send.click();
  await expect(alert).toHaveText("You're sending messages quickly. Wait 10 seconds, then send again.");
  await expect(input).toHaveValue('Go team 6');
  await expect(list).not.toContainText('Go team 6');

  await page.clock.setFixedTime(CONTEST_ENDS_AT - COUNTDOWN_MS + 10_000);
  await send.click();
  await expect(input).toHaveValue('');
  await expect(list.getByRole('listitem').filter({ hasText: 'Go team 6' })).toHaveText('You: Go team 6');
});

test('the countdown runs to the end time of data/live.json: a reload shows the same time left, and after it voting is closed', async ({ page }) => {
  await page.clock.setFixedTime(CONTEST_ENDS_AT - 3_600_000);
  await page.goto('/live-contest/');
  await waitForHydration(page);
  const timer = page.getByRole('timer', { name: 'Time left to vote' });
  await expect(timer).toHaveText('01:00:00');
  await page.reload();
  await waitForHydration(page);
  await expect(timer).toHaveText('01:00:00');
  await expect(page.getByRole('button', { name: /^Vote for/ })).toHaveCount(contestants.length);

  await page.clock.setFixedTime(CONTEST_ENDS_AT + 60_000);
  await page.reload();
  await waitForHydration(page);
  await expect(timer).toHaveText('00:00:00');
  await expect(page.getByText('Voting closed.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Vote for/ })).toHaveCount(0);
});

test.describe('on the page clock', () => {
  test('the countdown runs by the second from 02:45:18 and closes voting at zero', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/live-contest/');
    await waitForHydration(page);
    const timer = page.getByRole('timer', { name: 'Time left to vote' });
    await expect(timer).toHaveText('02:45:18');
    await page.clock.runFor(3000);
    await expect(timer).toHaveText('02:45:15');
    await page.clock.fastForward(60_000);
    await expect(timer).toHaveText('02:44:15');

    await page.clock.fastForward(COUNTDOWN_MS);
    await expect(timer).toHaveText('00:00:00');
    await expect(page.getByText('Voting closed.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Vote for/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Voting Closed/ })).toHaveCount(contestants.length);
    await expect(page.getByRole('list', { name: 'Chat messages' })).toContainText('voting is now closed');
  });

  test('a simulated fan message arrives every 8 s and at most 20 are kept', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/live-contest/');
    await waitForHydration(page);
    const items = page.getByRole('list', { name: 'Chat messages' }).getByRole('listitem');
    // The chat opens with data/live.json's seed messages (no more than it keeps).
    const seeded = Math.min(live.chat.seed.length, CHAT_HISTORY);
    await expect(items).toHaveCount(seeded);
    await page.clock.runFor(CHAT_TICK_MS - 1);
    await expect(items).toHaveCount(seeded);
    await page.clock.runFor(1);
    await expect(items).toHaveCount(Math.min(seeded + 1, CHAT_HISTORY));
    await page.clock.runFor(CHAT_TICK_MS * CHAT_HISTORY);
    await expect(items).toHaveCount(CHAT_HISTORY);
  });
});
