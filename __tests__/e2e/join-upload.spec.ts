import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, expectNoAxeViolations } from './fixtures';
import { HASH_WAIT, fillJoinForm } from './accounts-helpers';
import { newLeagueAthlete as newAthlete } from './content-records';
import { MP4 } from './media-files';

/*
 * The join form's file picker (react-dropzone) is fetched as the field comes near the screen, never
 * with the page's first load. Until it arrives a stand-in of the same size shows; when it cannot be fetched the form
 * says so with Retry, and joining (uploads are optional) still works.
 */
test.describe.configure({ timeout: 90_000 });

// A property name react-dropzone's code carries however it is minified.
const DROPZONE_MARKER = 'getRootProps';

/** Holds back until release() (or aborts) every script that carries the file picker's code; lists their URLs. */
async function interceptDropzone(page: Page, action: 'hold' | 'abort') {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const urls: string[] = [];
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(DROPZONE_MARKER)) return route.fulfill({ response, body });
    urls.push(route.request().url());
    if (action === 'abort') return route.abort('failed');
    await gate;
    return route.fulfill({ response, body });
  });
  return { urls, release: () => release() };
}

const box = async (page: Page, name: RegExp) => {
  const fieldset = page.getByRole('group', { name: 'Photos and videos (optional)' });
  await expect(fieldset.getByRole('button', { name })).toBeVisible();
  return fieldset.boundingBox();
};

test('the file picker is not in the first load: fetched as the field nears the screen, a same-size stand-in shows until it arrives, then files can be chosen', async ({
  page,
}) => {
  // A phone: the field is far below the first screen.
  await page.setViewportSize({ width: 412, height: 823 });
  const seen = await interceptDropzone(page, 'hold');
  await page.goto('/join/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const fieldset = page.getByRole('group', { name: 'Photos and videos (optional)' });
  expect((await fieldset.boundingBox())!.y, 'the upload field starts more than two screens down').toBeGreaterThan(2 * 823);
  expect(seen.urls, 'no picker code while the field is far from the screen').toEqual([]);
  await fieldset.scrollIntoViewIfNeeded();
  // Only the held request carries react-dropzone: the page's own scripts ran without it.
  await expect.poll(() => seen.urls.length).toBeGreaterThan(0);
  const before = await box(page, /^Choose files \(loading\)$/);
  await expect(page.getByRole('button', { name: /^Choose files/ })).toBeDisabled();
  await expect(page.getByLabel('Upload photos and videos')).toHaveCount(0);

  seen.release();
  await expect(page.getByRole('button', { name: 'Choose files', exact: true })).toBeEnabled();
  const after = await box(page, /^Choose files$/);
  expect(after?.height, 'the upload field keeps its height when the picker arrives').toBe(before?.height);
  await page.getByLabel('Upload photos and videos').setInputFiles({ name: 'finish.mp4', mimeType: 'video/mp4', buffer: MP4 });
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('1. finish.mp4');
  await expectNoAxeViolations(page);
});

test.describe('when the file picker cannot be fetched', () => {
  test.use({ allowErrors: /Failed to load resource|ERR_FAILED|ChunkLoadError|Failed to load chunk/ });

  test('the form says so and offers Retry, validates, and an athlete can still join without files', async ({ page }) => {
    const seen = await interceptDropzone(page, 'abort');
    await page.goto('/join/');
    await waitForHydration(page);
    const fieldset = page.getByRole('group', { name: 'Photos and videos (optional)' });
    await fieldset.scrollIntoViewIfNeeded();
    await expect(fieldset.getByRole('alert').filter({ hasText: 'The file picker could not be loaded' })).toBeVisible();
    expect(seen.urls.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // The form still validates.
    await page.getByRole('button', { name: 'Join the League' }).click();
    await expect(page.getByText('Enter your first name')).toBeVisible();

    // Retry once the network is back brings the picker.
    await page.unroute('**/_next/static/chunks/**');
    await fieldset.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByLabel('Upload photos and videos')).toHaveCount(1);
    await expect(fieldset.getByRole('button', { name: 'Choose files', exact: true })).toBeEnabled();

    // And joining works (uploads are optional).
    const athlete = newAthlete();
    await fillJoinForm(page, athlete);
    await page.getByRole('button', { name: 'Join the League' }).click();
    await expect(page.getByRole('heading', { name: `Welcome to the league, ${athlete.firstName}!` })).toBeVisible({ timeout: HASH_WAIT });
  });
});
