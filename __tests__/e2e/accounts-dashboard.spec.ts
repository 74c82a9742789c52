import { test, expect, waitForHydration, expectNoAxeViolations } from './fixtures';
import { HASH_WAIT, allStoredText, demoAthleteSignIn, joinAsAthlete } from './accounts-helpers';
import { getSportLinks } from '../../lib/content/sports';
import { lastMonths } from '@/lib/dashboard/derive';
import { categoryLabel } from '@/lib/contests/filter';
import { at } from '@/lib/must';
import { demoAthlete, newLeagueAthlete as newAthlete } from './content-records';

// PBKDF2 with 600,000 iterations is slow on purpose; on a busy machine a hash can take seconds.
test.describe.configure({ timeout: 90_000 });

test.describe('athlete dashboard', () => {
  test('logout returns home and clears the session in every tab; signing in again needs the right password', async ({ page, context }) => {
    const athlete = newAthlete({ firstName: 'Lena' });
    await joinAsAthlete(page, athlete);
    const other = await context.newPage();
    await other.goto('/user/dashboard/');
    await waitForHydration(other);
    await expect(other.getByRole('heading', { name: 'Welcome, Lena Silva' })).toBeVisible({ timeout: HASH_WAIT });

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: /^Profile \(/ })).toHaveCount(0);
    expect(await allStoredText(page)).toMatch(/wal-session=.*"userId":null/);
    await expect(other.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await other.close();

    await page.goto('/user/dashboard/');
    await waitForHydration(page);
    await page.getByLabel('Email').fill(athlete.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible({ timeout: HASH_WAIT });
    await page.getByLabel('Password').fill(athlete.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Lena Silva' })).toBeVisible({ timeout: HASH_WAIT });
  });

  test('a new athlete starts at zero', async ({ page }) => {
    await joinAsAthlete(page, newAthlete());
    await expect(page.getByRole('definition').filter({ hasText: '$0' }).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Earnings' }).click();
    await expect(page.getByText('No payouts yet.')).toBeVisible();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByText('Welcome to the league')).toBeVisible();
  });

  test('the demo athlete shows every tab with the figures of her record', async ({ page }) => {
    const { record, history, payouts } = demoAthlete();
    await demoAthleteSignIn(page);
    await expect(page.getByRole('heading', { name: `Welcome back, ${record.name}` })).toBeVisible({ timeout: HASH_WAIT });

    // Analytics: charts with their table equivalents (the months up to this one, the sports of her results).
    await expect(page.getByRole('img', { name: /Earnings by month/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Monthly stats as a table' })).toContainText(at(lastMonths(new Date(), 1), 0).month);
    await expect(page.getByRole('img', { name: /Share of events by sport/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sport breakdown as a table' })).toContainText(
      categoryLabel(at(history.results, 0, 'result').sport, getSportLinks()),
    );
    await expectNoAxeViolations(page);

    // Earnings: a payout per result with prize money, with its status.
    await page.getByRole('tab', { name: 'Earnings' }).click();
    if (payouts.length) await expect(page.getByRole('tabpanel')).toContainText(at(payouts, 0).eventName);
    else await expect(page.getByText('No payouts yet.')).toBeVisible();
    for (const status of new Set(payouts.map((p) => p.status)))
      await expect(page.getByRole('tabpanel')).toContainText(status === 'pending' ? 'Pending' : 'Completed');

    await page.getByRole('tab', { name: 'Tickets' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('No tickets yet.');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Find more events' })).toHaveAttribute('href', '/buy-tickets/');

    await page.getByRole('tab', { name: 'Events' }).click();
    const won = page.getByRole('tabpanel').getByText('Won', { exact: true });
    if (history.results.some((r) => r.won)) await expect(won.first()).toBeVisible();
    else await expect(won).toHaveCount(0);

    await page.getByRole('tab', { name: 'Notifications' }).click();
    for (const status of new Set(payouts.map((p) => p.status)))
      await expect(page.getByRole('tabpanel')).toContainText(status === 'pending' ? 'Payout pending' : 'Payout completed');
    await expectNoAxeViolations(page);
  });

  test('a profile edit survives a reload', async ({ page }) => {
    await demoAthleteSignIn(page);
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByLabel('Bio').fill('Quarterback and speed coach.');
    await page.getByLabel('Instagram handle').fill('not valid!');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Enter your Instagram handle')).toBeVisible();
    await page.getByLabel('Instagram handle').fill('@maya.qb');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page.getByLabel('Bio')).toHaveValue('Quarterback and speed coach.');
    await expect(page.getByLabel('Instagram handle')).toHaveValue('@maya.qb');
  });

  test('changes the password only with the current one, and stores no plain password', async ({ page }) => {
    const athlete = newAthlete({ firstName: 'Rae' });
    await joinAsAthlete(page, athlete);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const newPassword = 'brand-new-pass-42';

    await page.getByLabel('Current password').fill('wrong-one');
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('different-pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();

    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is not correct')).toBeVisible({ timeout: HASH_WAIT });

    await page.getByLabel('Current password').fill(athlete.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible({ timeout: HASH_WAIT });

    const stored = await allStoredText(page);
    expect(stored).not.toContain(athlete.password);
    expect(stored).not.toContain(newPassword);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto('/user/dashboard/');
    await waitForHydration(page);
    await page.getByLabel('Email').fill(athlete.email);
    await page.getByLabel('Password').fill(athlete.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible({ timeout: HASH_WAIT });
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Rae Silva' })).toBeVisible({ timeout: HASH_WAIT });
  });
});
