import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { holdPayPal, paypalCaptures, paypalRequests, releasePayPal, stubPayPal } from './paypal-stub';
import { demoAthleteSignIn, HASH_WAIT } from './accounts-helpers';
import { isEntryOpen } from '@/lib/contests/entry';
import { formatUSD } from '@/lib/format/en-us';
import { must } from '@/lib/must';
import { contestListing, demoAthlete, escapeRegExp } from './content-records';

/** The first contest of the grid (not the featured one) open to entry now. */
const contest = must(
  contestListing().grid.find((c) => isEntryOpen(c, Date.now())),
  'a listed contest open to entry in data/contests.json',
);
const fee = formatUSD(contest.entryFee);
const welcome = `Welcome back, ${demoAthlete().record.name}`;
const ENTER = new RegExp(`^Enter Event\\W+${escapeRegExp(contest.title)}$`);

/** Enter on the contest's card of /upcoming-contests/: the entry dialog it opens. */
async function openEntry(page: Page) {
  await page.goto('/upcoming-contests/');
  await waitForHydration(page);
  await page.getByRole('button', { name: ENTER }).click();
  return page.getByRole('dialog', { name: 'Enter contest' });
}

test('a signed-in athlete pays the entry fee with PayPal, is entered once, and sees it in the dashboard', async ({ page }) => {
  await stubPayPal(page, 'approve');
  await demoAthleteSignIn(page);
  await expect(page.getByRole('heading', { name: welcome })).toBeVisible({ timeout: HASH_WAIT });

  const dialog = await openEntry(page);
  await expect(dialog).toContainText(fee);
  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(dialog.getByRole('status')).toContainText(`You're entered in ${contest.title}!`);
  const [order] = await paypalRequests(page);
  expect(JSON.stringify(order)).toContain(`Contest Entry Fee: ${contest.title}`);
  await page.keyboard.press('Escape');

  // Entered: the card says so and leads to her entries, with nothing to enter again.
  await expect(page.getByRole('link', { name: new RegExp(`^Entered\\W+${escapeRegExp(contest.title)}`) })).toHaveAttribute('href', '/user/dashboard/');
  await expect(page.getByRole('button', { name: ENTER })).toHaveCount(0);
  // The contest's entry link, tried again, is refused before any payment.
  await page.goto(`/upcoming-contests/?enter=${contest.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('dialog', { name: 'Enter contest' })).toContainText('You have already entered this contest');
  await expect(page.getByRole('dialog', { name: 'Enter contest' }).getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/user/dashboard/');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(contest.title);
});

test('the entry fee keeps its PayPal id; a fee approved in one tab after another tab entered the same contest is not charged', async ({ page, context }) => {
  await stubPayPal(page, 'approve');
  await demoAthleteSignIn(page);
  await expect(page.getByRole('heading', { name: welcome })).toBeVisible({ timeout: HASH_WAIT });

  // This tab opens PayPal and the athlete is "in PayPal's window"...
  const dialog = await openEntry(page);
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  await holdPayPal(page);
  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect.poll(async () => (await paypalRequests(page)).length).toBe(1);

  // ...while another tab enters the same contest.
  const other = await context.newPage();
  await stubPayPal(other, 'approve');
  const otherDialog = await openEntry(other);
  await otherDialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  const entered = otherDialog.getByRole('status').filter({ hasText: `You're entered in ${contest.title}!` });
  await expect(entered).toContainText(new RegExp(`${escapeRegExp(fee)} paid \\(PayPal order STUB-ORDER-[^)]+\\)`));

  // The first payment is checked again just before its capture: she is entered now, so it is not taken.
  await releasePayPal(page);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(
    /You have already entered this contest \(from another tab or window\), so that payment \(PayPal order STUB-ORDER-[^)]+\) was not taken: nothing was charged\./,
  );
  expect(await paypalCaptures(page)).toHaveLength(0);

  // One fee, the other tab's, is listed with its PayPal id.
  await page.goto('/my-orders/');
  await waitForHydration(page);
  const fees = page.getByRole('list', { name: 'Contest entry fees' });
  await expect(fees.getByRole('listitem')).toHaveCount(1);
  await expect(fees.getByRole('listitem').filter({ hasText: 'Entry saved' })).toHaveCount(1);
  await other.close();
});

test('an entry stored before entries kept their contest shows the contest the league publishes', async ({ page }) => {
  await demoAthleteSignIn(page);
  await expect(page.getByRole('heading', { name: welcome })).toBeVisible({ timeout: HASH_WAIT });
  // An older build's entry: the contest's id only.
  await page.evaluate((contestId) => {
    const stored = JSON.parse(localStorage.getItem('wal-accounts')!);
    const userId = JSON.parse(localStorage.getItem('wal-session')!).state.userId;
    stored.state.entries.push({ id: 'e_older', userId, contestId, submittedAt: '2026-10-01T10:00:00.000Z', votes: 0 });
    localStorage.setItem('wal-accounts', JSON.stringify(stored));
  }, contest.id);
  await page.goto('/user/dashboard/');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Events' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(contest.title);
  await expect(page.getByRole('tabpanel')).toContainText(formatUSD(contest.prize));
});
