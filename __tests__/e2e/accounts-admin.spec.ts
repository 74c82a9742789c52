import fs from 'node:fs';
import path from 'node:path';
import { test, expect, waitForHydration, expectNoAxeViolations } from './fixtures';
import { HASH_WAIT, adminSignIn, joinAsAthlete } from './accounts-helpers';
import { newLeagueAthlete } from './content-records';
import { formatNumber } from '@/lib/format/en-us';

/** The ticketed events as data/tickets.json holds them. */
function ticketedEvents(): { title: string; totalTickets: number; availableTickets: number }[] {
  return JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data', 'tickets.json'), 'utf8')).events;
}

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
    // Back in the password field to try again, not dropped to the top of the page.
    await expect(page.getByLabel('Password')).toBeFocused();
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
    // A reload does not reopen the form: the lock is kept for the tab, and says so.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Password')).toBeDisabled();
    await expect(page.getByRole('alert').filter({ hasText: 'locked for 30 seconds' })).toBeVisible();
    await page.clock.runFor(29_000);
    await expect(page.getByLabel('Password')).toBeDisabled();
    await page.clock.runFor(2_000);
    await expect(page.getByLabel('Password')).toBeEnabled();
    // The reload emptied the form.
    await page.getByLabel('Email').fill('admin@wal.example');
    await page.getByLabel('Password').fill('wal-admin-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/$/, { timeout: HASH_WAIT });
  });

  test('counts the ticketed events of data/tickets.json, with the tickets their records have sold', async ({ page }) => {
    const events = ticketedEvents();
    const onSale = events.filter((e) => e.availableTickets > 0).length;
    const sold = events.reduce((n, e) => n + e.totalTickets - e.availableTickets, 0);
    await adminSignIn(page);
    const overview = page.getByRole('definition').filter({ hasText: /on sale\)$/ });
    await expect(overview).toHaveText(`${formatNumber(events.length)} (${formatNumber(onSale)} on sale)`);
    // A new browser holds no orders: the tickets sold are the records' own.
    await expect(page.getByLabel('League overview')).toContainText(formatNumber(sold));
    // Nobody joined on this browser: the athletes are the league's records.
    const records = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data', 'athletes.json'), 'utf8')).athletes as unknown[];
    await expect(
      page
        .getByLabel('League overview')
        .locator('div')
        .filter({ has: page.getByRole('term').filter({ hasText: /^Athletes$/ }) })
        .getByRole('definition'),
    ).toHaveText(formatNumber(records.length));
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const table = page.getByRole('table', { name: 'Ticket revenue by event as a table' });
    await expect(table.getByRole('row')).toHaveCount(events.length + 1);
    for (const e of events) await expect(table.getByRole('rowheader', { name: e.title, exact: true })).toHaveCount(1);
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
