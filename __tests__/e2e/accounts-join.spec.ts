import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, waitForHydration, expectNoAxeViolations } from './fixtures';
import { HASH_WAIT, allStoredText, fillJoinForm, joinAsAthlete } from './accounts-helpers';
import { MP4, PNG } from './media-files';
import { getInterestEvents } from '../../lib/content/interest-events';
import { at } from '@/lib/must';
import { firstSport, newLeagueAthlete as newAthlete } from './content-records';

// A 1x1 PNG.

// PBKDF2 with 600,000 iterations is slow on purpose; on a busy machine a hash can take seconds.
test.describe.configure({ timeout: 90_000 });

test.describe('join', () => {
  test('shows an error next to each required field and for bad values', async ({ page }) => {
    await page.goto('/join/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Join the League' }).click();
    await expect(page.getByText('Enter your first name')).toBeVisible();
    await expect(page.getByText('Enter your last name')).toBeVisible();
    await expect(page.getByText('Enter your email address')).toBeVisible();
    await expect(page.getByText('Use at least 8 characters')).toBeVisible();
    await expect(page.getByText('Choose your sport')).toHaveCount(1); // the error (the picker's placeholder says it too)
    await expect(page.getByRole('combobox', { name: 'Your sport' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name')).toBeFocused();

    await page.getByLabel('Email').fill('ana@');
    await page.getByLabel('Password').fill('short');
    await page.getByLabel('Instagram handle').fill('ana silva');
    await page.getByRole('button', { name: 'Join the League' }).click();
    await expect(page.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
    await expect(page.getByText('Enter your Instagram handle, like @yourname (letters, numbers, _ and .)')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('preselects the sport and event from the link', async ({ page }) => {
    // Any sport, featured or not: one the page does not carry is looked up in /sports.json.
    const sport = firstSport();
    const event = at(getInterestEvents(), -1, 'interest event').id;
    await page.goto(`/join/?sport=${sport.slug}&event=${event}`);
    await waitForHydration(page);
    await expect(page.getByLabel('Your sport')).toHaveValue(sport.name);
    await expect(page.getByLabel('Event you are interested in')).toHaveValue(String(event));
  });

  test('rejects a file of the wrong type and one over 100 MB, and previews a good one', async ({ page }) => {
    await page.goto('/join/');
    await waitForHydration(page);
    // The picker's code comes as the field nears the screen, as a person scrolls to it.
    await page.getByRole('group', { name: 'Photos and videos (optional)' }).scrollIntoViewIfNeeded();
    const input = page.getByLabel('Upload photos and videos');
    const alert = page.getByRole('alert').filter({ hasText: 'notes.txt' });

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(alert).toContainText('notes.txt: File type must be JPEG, PNG, MP4 or MOV');

    // 104,857,601 bytes: one byte over the limit. A sparse file, so nothing big is written or sent.
    const big = path.join(os.tmpdir(), `wal-too-big-${process.pid}-${Date.now()}.mp4`);
    fs.writeFileSync(big, '');
    fs.truncateSync(big, 104_857_601);
    try {
      await input.setInputFiles(big);
      await expect(page.getByRole('alert').filter({ hasText: path.basename(big) })).toContainText('File is larger than 100 MB');
    } finally {
      fs.rmSync(big, { force: true });
    }

    // An empty file, and a text file named like a picture: both refused by name, with the reason.
    await input.setInputFiles([
      { name: 'blank.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) },
      { name: 'essay.png', mimeType: 'image/png', buffer: Buffer.from('this is an essay, not a picture') },
    ]);
    await expect(page.getByRole('alert').filter({ hasText: 'blank.jpg' })).toContainText('blank.jpg: File is empty');
    await expect(page.getByRole('alert').filter({ hasText: 'essay.png' })).toContainText(
      "essay.png: File's contents are not a JPEG, PNG, MP4 or MOV file, whatever its name says",
    );
    await expect(page.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);

    await input.setInputFiles([
      { name: 'start.png', mimeType: 'image/png', buffer: PNG },
      { name: 'finish.mp4', mimeType: 'video/mp4', buffer: MP4 },
    ]);
    const list = page.getByRole('list', { name: 'Chosen files' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list).toContainText('1. start.png');
    await expect(list).toContainText('2. finish.mp4');
    await expect(page.getByRole('img', { name: 'Preview of start.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove start.png' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('1. finish.mp4');
  });

  test('registers, welcomes the athlete and opens the dashboard; the password is never stored', async ({ page }) => {
    const athlete = newAthlete();
    await joinAsAthlete(page, athlete);
    const stored = await allStoredText(page);
    expect(stored).toMatch(/wal-session=.*"userName":"Ana"/);
    expect(stored).toContain(athlete.email);
    expect(stored).toContain('PBKDF2-SHA256');
    expect(stored).not.toContain(athlete.password);
  });

  test("refuses an email that is already registered with 'Email already exists'", async ({ page }) => {
    const athlete = newAthlete();
    await joinAsAthlete(page, athlete);
    await page.goto('/join/');
    await waitForHydration(page);
    await fillJoinForm(page, { ...athlete, email: athlete.email.toUpperCase() });
    await page.getByRole('button', { name: 'Join the League' }).click();
    await page.clock.runFor(2000);
    await expect(page.getByRole('alert').filter({ hasText: 'Email already exists' })).toBeVisible({ timeout: HASH_WAIT });
    await expect(page.getByRole('button', { name: 'Join the League' })).toBeEnabled();
  });
});

test.describe('join on a poor connection', () => {
  // The form's checker loads with the first use of the form; here that request fails once.
  test.use({ allowErrors: /Failed to load resource|ChunkLoadError|Failed to load chunk/ });

  test('says the form could not be checked, keeps what was typed, and checks it on the next try', async ({ page }) => {
    await page.goto('/join/');
    await waitForHydration(page);
    let blocked = 0;
    await page.route('**/_next/static/chunks/**', (route) => {
      blocked += 1;
      return route.abort('internetdisconnected');
    });
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Email').fill('ana@');
    await page.getByRole('button', { name: 'Join the League' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This form could not be checked' })).toContainText('Nothing you typed is lost');
    expect(blocked).toBeGreaterThan(0);
    await expect(page.getByLabel('First name')).toHaveValue('Ana');

    await page.unroute('**/_next/static/chunks/**');
    await page.getByRole('button', { name: 'Join the League' }).click();
    await expect(page.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
    await expect(page.getByText('This form could not be checked')).toHaveCount(0);
    await expect(page.getByLabel('First name')).toHaveValue('Ana');
  });
});
