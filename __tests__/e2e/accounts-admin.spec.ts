import { test, expect, waitForHydration, expectNoAxeViolations } from './fixtures';
import { HASH_WAIT, adminSignIn, joinAsAthlete } from './accounts-helpers';
import { firstSport, newLeagueAthlete } from './content-records';

// PBKDF2 with 600,000 iterations is slow on purpose; on a busy machine a hash can take seconds.
test.describe.configure({ timeout: 90_000 });

test.describe('admin', () => {
  test('the dashboard sends a visitor without the admin flag to the sign-in page', async ({ page }) => {
    await page.goto('/admin/dashboard/');
    await expect(page).toHaveURL(/\/admin\/login\/$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Admin sign in' })).toBeVisible();
  });

  test("answers a wrong pair with 'Invalid credentials' and requires both fields", async ({ page }) => {
    await page.goto('/admin/login/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your email address')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
    await page.getByLabel('Email').fill('admin@wal.example');
    await page.getByLabel('Password').fill('guess');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible({ timeout: HASH_WAIT });
    await expect(page).toHaveURL(/\/admin\/login\/$/);
  });

  test('five wrong tries lock the form for 30 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/admin/login/');
    await waitForHydration(page);
    await page.getByLabel('Email').fill('admin@wal.example');
    for (let i = 1; i <= 5; i++) {
      if (i === 5) {
        // Stop the clock just before the fifth try, so the 30 s are counted from a known instant.
        const pageNow = await page.evaluate(() => Date.now());
        await page.clock.pauseAt(pageNow + 1000);
      }
      await page.getByLabel('Password').fill(`wrong-${i}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      if (i < 5) await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible({ timeout: HASH_WAIT });
    }
    await expect(page.getByRole('alert').filter({ hasText: 'locked for 30 seconds' })).toBeVisible();
    await expect(page.getByLabel('Password')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await page.clock.runFor(29_000);
    await expect(page.getByLabel('Password')).toBeDisabled();
    await page.clock.runFor(2_000);
    await expect(page.getByLabel('Password')).toBeEnabled();
    await page.getByLabel('Password').fill('wal-admin-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/$/);
  });

  test('creates, edits and deletes an event, kept after a reload', async ({ page }) => {
    await adminSignIn(page);
    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByRole('button', { name: 'New Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'New event' });
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await expect(dialog.getByText('Enter a title')).toBeVisible();
    await dialog.getByLabel('Title').fill('Archery Masters');
    await dialog.getByLabel('Sport').selectOption({ label: firstSport().name });
    await dialog.getByLabel('Start date').fill('2027-05-01');
    await dialog.getByLabel('End date').fill('2027-05-02');
    await dialog.getByLabel('Prize (USD)').fill('6000');
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Created Archery Masters' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('Archery Masters');

    await page.getByRole('button', { name: 'Edit Archery Masters' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit event' });
    await edit.getByLabel('Status').selectOption('active');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Archery Masters' })).toContainText('Active');

    await page.reload();
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Archery Masters' })).toContainText('Active');
    await page.getByRole('button', { name: 'Delete Archery Masters' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deleted Archery Masters' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Archery Masters' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('reviews a new application and processes pending payouts', async ({ page }) => {
    const athlete = newLeagueAthlete({ firstName: 'Kira', lastName: 'Okafor' });
    await joinAsAthlete(page, athlete, { followRedirect: false });
    await adminSignIn(page);
    await page.getByRole('tab', { name: 'Athletes' }).click();
    const row = page.getByRole('listitem').filter({ hasText: athlete.email });
    await expect(row).toContainText('Pending');
    await page.getByRole('button', { name: 'Approve Kira Okafor' }).first().click();
    await expect(row.first()).toContainText('Approved');

    await page.getByRole('button', { name: 'Process Payouts' }).click();
    await expect(page.getByRole('status').filter({ hasText: /payouts? marked completed/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Process Payouts' })).toBeDisabled();

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByRole('img', { name: /Ticket revenue by event/ })).toBeVisible();
    // The new athlete's sport is counted among the athletes by sport.
    await expect(page.getByRole('table', { name: 'Athletes by sport as a table' })).toContainText(athlete.sport);
  });
});
