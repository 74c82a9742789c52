import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, expectNoAxeViolations, layoutShift, waitForLayoutToSettle, watchLayoutShift } from './fixtures';
import { stubPayPal, paypalRequests, paypalCaptures, holdPayPal, releasePayPal } from './paypal-stub';
import { demoAthleteSignIn, HASH_WAIT, joinAsAthlete, newAthlete } from './accounts-helpers';
import { getJoinContests } from '../../lib/content/contests';
import { getInterestEvents } from '../../lib/content/interest-events';
import { contestWindow, isEntryOpen } from '@/lib/contests/entry';
import { formatDate, formatUSD } from '@/lib/format/en-us';
import { at } from '@/lib/must';
import { escapeRegExp } from '@/lib/regexp';
import { LOCAL_STORAGE_KEYS } from '../../lib/stores/storage-keys';

/*
 * A contest is entered by its own id: Enter on /upcoming-contests opens /join/?contest=<id>, the
 * form names the contest and chooses its sport, and a new athlete goes on to that contest's entry
 * payment. Entry closes at the contest's start by the visitor's clock.
 */
test.describe.configure({ timeout: 90_000 });

// Contests whose entry is open now and that belong to a sport (so the form can choose it).
const open = getJoinContests().filter((c) => isEntryOpen(c, Date.now()) && c.sport !== null);
const enterLink = (title: string) => new RegExp(`^Enter (Event|Now)\\W+${escapeRegExp(title)}$`);

test('Enter on an upcoming contest: the join form shows it and its sport, and after registering the athlete pays its entry fee', async ({ page }) => {
  expect(open.length, 'a contest open to entry').toBeGreaterThan(0);
  const contest = at(open, -1, 'open contest');
  await stubPayPal(page, 'approve');
  await page.clock.install();
  await page.goto('/upcoming-contests/');
  await waitForHydration(page);
  await page.getByRole('link', { name: enterLink(contest.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/join/\\?contest=${contest.id}$`));
  await waitForHydration(page);

  const panel = page.getByRole('region', { name: `Your contest: ${contest.title}` });
  await expect(panel).toContainText(contest.sportName);
  await expect(panel).toContainText(formatDate(contest.startDate));
  await expect(panel).toContainText(formatUSD(contest.entryFee));
  await expect(page.getByLabel('Your sport')).toHaveValue(contest.sportName);
  // The contest id is not read as an interest event.
  await expect(page.getByLabel('Event you are interested in')).toHaveValue('');
  await expectNoAxeViolations(page);

  const a = newAthlete();
  await page.getByLabel('First name').fill(a.firstName);
  await page.getByLabel('Last name').fill(a.lastName);
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password').fill(a.password);
  await page.getByRole('button', { name: 'Join the League' }).click();
  await page.clock.runFor(2000);
  await expect(page.getByRole('heading', { name: `Welcome to the league, ${a.firstName}!` })).toBeVisible({ timeout: HASH_WAIT });
  await expect(page.getByText(`Taking you to pay the entry fee for ${contest.title}`)).toBeVisible();
  await page.clock.runFor(2000);

  await expect(page).toHaveURL(new RegExp(`/upcoming-contests/\\?enter=${contest.id}$`));
  const dialog = page.getByRole('dialog', { name: 'Enter contest' });
  await expect(dialog).toContainText(contest.title);
  await expect(dialog).toContainText(formatUSD(contest.entryFee));
  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(dialog.getByRole('status')).toContainText(`You're entered in ${contest.title}!`);
  const [order] = await paypalRequests(page);
  expect(JSON.stringify(order)).toContain(`Contest Entry Fee: ${contest.title}`);
});

test('with the clock past its start a contest cannot be entered: no Enter, no payment, the join form says entry closed', async ({ page }) => {
  const contest = firstOpen();
  await page.clock.setFixedTime(contestWindow(contest).startMs + 60_000);
  await page.goto('/upcoming-contests/');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: `Under way: entry closed: ${contest.title}` })).toBeDisabled();
  await expect(page.getByRole('link', { name: enterLink(contest.title) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: enterLink(contest.title) })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`/join/?contest=${contest.id}`);
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: `Entry closed: ${contest.title}` });
  await expect(panel).toContainText('Entry closed when the contest started');

  // Signed in, the entry payment link says entry has closed and opens no payment.
  await demoAthleteSignIn(page);
  await page.goto(`/upcoming-contests/?enter=${contest.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: `Entry to ${contest.title} closed when it started` })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
});

/** The first contest open to entry (failing, and saying so, when there is none). */
function firstOpen() {
  expect(open.length, 'a contest open to entry').toBeGreaterThan(0);
  return at(open, 0, 'open contest');
}

/**
 * The demo athlete signed in, with the page clock running from ten minutes before the start of the
 * first open contest, then that contest's entry payment opened by its link.
 */
async function openEntryPaymentBeforeStart(page: Page) {
  const contest = firstOpen();
  const { startMs } = contestWindow(contest);
  await stubPayPal(page, 'approve');
  await page.clock.install({ time: startMs - 10 * 60_000 });
  await demoAthleteSignIn(page);
  await page.goto(`/upcoming-contests/?enter=${contest.id}`);
  await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: 'Enter contest' });
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  return { contest, startMs, dialog };
}

test('an entry payment left open across the contest start closes its payment at the start: entry closed, no PayPal buttons, no order', async ({ page }) => {
  const { contest, startMs, dialog } = await openEntryPaymentBeforeStart(page);

  // Five seconds before the start (the page clock paused there) the fee can still be paid.
  await page.clock.pauseAt(startMs - 5_000);
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  await expect(dialog).toContainText(`Pay the ${formatUSD(contest.entryFee)} entry fee with PayPal`);

  // The start passes with the dialog open: it stays open and says entry closed instead of PayPal buttons.
  await page.clock.runFor(5_000);
  await expect(dialog.getByRole('status')).toContainText(
    `Entry closed: ${contest.title} started on ${formatDate(contest.startDate)}, so there is nothing to pay.`,
  );
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
  await expect(dialog).not.toContainText('Pay the ');
  await expect(dialog).toBeVisible();
  expect(await paypalRequests(page)).toEqual([]);
  await page.clock.resume(); // axe runs on timers
  await expectNoAxeViolations(page);

  // Closed by the athlete, it does not come back.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Under way: entry closed: ${contest.title}` })).toBeDisabled();
  await page.clock.runFor(60_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a payment the athlete is approving in PayPal when the contest starts is not taken and says entry closed, nothing charged', async ({ page }) => {
  const { contest, startMs, dialog } = await openEntryPaymentBeforeStart(page);
  await page.clock.pauseAt(startMs - 5_000);

  await holdPayPal(page);
  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect.poll(async () => (await paypalRequests(page)).length).toBe(1);
  await page.clock.runFor(5_000);
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
  await expect(dialog.getByRole('status')).toContainText(`Entry closed: ${contest.title} started`);

  // The athlete approves in PayPal after the start.
  await page.clock.resume();
  await releasePayPal(page);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Entry closed when the contest started, so that payment (PayPal order STUB-ORDER-');
  await expect(alert).toContainText('was not taken: nothing was charged.');
  expect(await paypalCaptures(page)).toEqual([]);
  await expect(dialog).not.toContainText("You're entered");

  // Nothing was entered: the dashboard lists no entry for this contest.
  expect(await page.evaluate(() => localStorage.getItem('wal-accounts') ?? '')).not.toMatch(new RegExp(`"contestId":${contest.id}\\b`));
});

test('after its end a contest reads as ended and still cannot be entered', async ({ page }) => {
  const contest = firstOpen();
  await page.clock.setFixedTime(contestWindow(contest).endMs + 60_000);
  await page.goto('/upcoming-contests/');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: `Ended: entry closed: ${contest.title}` })).toBeDisabled();
});

test('/join/?contest=<unknown> says the contest is not found, shows the value as text, and the form still works', async ({ page }) => {
  await page.goto('/join/?contest=%3Cb%3E999');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Contest not found' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The link names contest “<b>999”, which we do not run' })).toBeVisible();
  await expect(page.locator('main b')).toHaveCount(0);
  await expect(page.getByLabel('Your sport')).toHaveValue('');
  await expect(page.getByLabel('Event you are interested in')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Join the League' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('/join/?event=<interest event> still chooses that interest event, and an unknown one is named', async ({ page }) => {
  const events = getInterestEvents();
  const unknown = Math.max(...events.map((e) => e.id)) + 1;
  await page.goto(`/join/?event=${at(events, 0).id}`);
  await waitForHydration(page);
  await expect(page.getByLabel('Event you are interested in')).toHaveValue(String(at(events, 0).id));
  await expect(page.getByRole('heading', { name: 'Entering a contest?' })).toBeVisible();
  await page.goto(`/join/?event=${unknown}`);
  await waitForHydration(page);
  await expect(page.getByLabel('Event you are interested in')).toHaveValue('');
  await expect(page.getByText(`The link named event "${unknown}", which is not one of ours`)).toBeVisible();
});

test('the join form opened for a contest, or for an unknown one, does not shift while it reads the link', async ({ page }) => {
  const contest = firstOpen();
  await watchLayoutShift(page);
  for (const [width, path] of [1366, 412].flatMap((w) => [`/join/?contest=${contest.id}`, '/join/?contest=unknown'].map((p) => [w, p] as const))) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: /^(Your contest: |Contest not found)/ })).toBeVisible();
    await waitForLayoutToSettle(page);
    expect(await layoutShift(page), `cumulative layout shift on ${path} at ${width}px`).toBeLessThan(0.05);
  }
});

test('the join page carries no list of contests: the one its link names is read from its own file', async ({ page, request }) => {
  const contest = firstOpen();
  const html = await (await request.get('/join/')).text();
  // No contest's record is in the page (its fields would be in the page's data), so it stays one size however many the league runs.
  expect(html).not.toContain('entryFee');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/contest.json')) asked.push(new URL(r.url()).pathname);
  });
  await page.goto('/join/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Entering a contest?' })).toBeVisible();
  expect(asked).toEqual([]);
  await page.goto(`/join/?contest=${contest.id}`);
  await expect(page.getByRole('region', { name: `Your contest: ${contest.title}` })).toContainText(formatUSD(contest.entryFee));
  expect(asked).toEqual([`/upcoming-contests/${contest.id}/contest.json`]);
});

test.describe('a contest the join link names, without an answer from the site', () => {
  test.use({ allowErrors: /contest\.json.*ERR_FAILED|net::ERR_FAILED/ });

  test('says its details could not be loaded, keeps the form, and shows the contest when tried again', async ({ page }) => {
    const contest = firstOpen();
    await page.route('**/contest.json', (route) => route.abort('failed'));
    await page.goto(`/join/?contest=${contest.id}`);
    await waitForHydration(page);
    const panel = page.getByRole('region', { name: 'Contest details unavailable' });
    await expect(panel.getByRole('alert')).toContainText('The contest’s details could not be loaded: check your connection and try again.');
    await expect(page.getByRole('button', { name: 'Join the League' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.unroute('**/contest.json');
    await panel.getByRole('button', { name: 'Try again' }).click();
    const found = page.getByRole('region', { name: `Your contest: ${contest.title}` });
    await expect(found).toContainText(contest.sportName);
    await expect(page.getByLabel('Your sport')).toHaveValue(contest.sportName);
  });
});

test.describe('a contest id the league does not run', () => {
  test.use({ allowErrors: /404/ });

  test('reads as not found once its file answers 404', async ({ page }) => {
    const unknown = Math.max(...getJoinContests().map((c) => c.id)) + 1000;
    await page.goto(`/join/?contest=${unknown}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Contest not found' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: `The link names contest “${unknown}”, which we do not run` })).toBeVisible();
  });
});

test('a returning athlete signs in from the header or the contest link and comes back to the contest she was entering', async ({ page, isMobile }) => {
  const contest = firstOpen();
  const athlete = newAthlete();
  await stubPayPal(page, 'approve');
  await joinAsAthlete(page, athlete);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.clock.runFor(500);
  await expect(page).toHaveURL(/\/$/);
  await waitForHydration(page);
  // Signed out, the header offers Sign In (on a phone, in its menu).
  if (isMobile) await page.getByText('Menu', { exact: true }).click();
  const header = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' });
  await expect(header.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/user/dashboard/');

  // The join page says where a member signs in, back to the contest afterwards.
  await page.goto(`/join/?contest=${contest.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/user/dashboard/');
  await expect(page.getByRole('link', { name: 'Sign in and enter', exact: true })).toHaveAttribute(
    'href',
    `/user/dashboard/?next=${encodeURIComponent(`/upcoming-contests/?enter=${contest.id}`)}`,
  );

  // The contest link asks her to sign in; signing in brings her back to its entry.
  await page.goto(`/upcoming-contests/?enter=${contest.id}`);
  await waitForHydration(page);
  await page.getByRole('status').getByRole('link', { name: 'sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/dashboard\/\?next=/);
  await waitForHydration(page);
  await page.getByLabel('Email').fill(athlete.email);
  await page.getByLabel('Password').fill(athlete.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/upcoming-contests/\\?enter=${contest.id}$`), { timeout: HASH_WAIT });
  await expect(page.getByRole('dialog', { name: 'Enter contest' })).toBeVisible();
});

test('a contest she has entered says Entered on its card and leads to her entries, not to entering again', async ({ page }) => {
  const contest = firstOpen();
  await demoAthleteSignIn(page);
  // Her entry, as a paid entry stores it (PayPal cannot be reached here).
  await page.evaluate(
    ({ key, sessionKey, contestId }) => {
      const userId = JSON.parse(localStorage.getItem(sessionKey)!).state.userId as string;
      const stored = JSON.parse(localStorage.getItem(key) ?? '{"state":{"users":[],"entries":[]},"version":1}');
      stored.state.entries = [
        ...(stored.state.entries ?? []),
        { id: `e2e-entry-${contestId}`, userId, contestId, submittedAt: new Date().toISOString(), votes: 0 },
      ];
      localStorage.setItem(key, JSON.stringify(stored));
    },
    { key: LOCAL_STORAGE_KEYS.accounts, sessionKey: LOCAL_STORAGE_KEYS.session, contestId: contest.id },
  );
  await page.goto('/upcoming-contests/');
  await waitForHydration(page);
  const card = page.locator(`#contest-${contest.id}`);
  const entered = card.getByRole('link', { name: new RegExp(`^Entered\\W+${escapeRegExp(contest.title)}`) });
  await expect(entered).toHaveAttribute('href', '/user/dashboard/');
  await expect(card.getByRole('button', { name: /^Enter/ })).toHaveCount(0);
});
