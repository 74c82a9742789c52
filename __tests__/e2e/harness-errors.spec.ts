import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';

/**
 * The harness itself: an error in any page a test opens fails the test, not only in `page`. Each
 * test below is marked to fail, so it passes only when the harness fails it; the error thrown is
 * the only thing that can fail it. __tests__/harness/page-errors.test.ts (jest) runs failures like
 * these on pages of their own and reads their messages: each names its tab.
 */
async function throwIn(page: Page, message: string) {
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(
    (m) =>
      void setTimeout(() => {
        throw new Error(m);
      }),
    message,
  );
  expect((await thrown).message).toBe(message);
}

test('an error thrown in a second tab fails the test', async ({ page, context }) => {
  test.fail();
  await page.goto('/');
  const other = await context.newPage();
  await other.goto('/how-it-works/');
  await throwIn(other, 'thrown in the second tab');
});

test('an error thrown in a page of another context fails the test', async ({ page, newContext }) => {
  test.fail();
  await page.goto('/');
  const context = await newContext();
  const other = await context.newPage();
  await other.goto('/how-it-works/');
  await throwIn(other, 'thrown in the second context');
});

test('the axe scan fails on a violation, and axe is ready in the next page of the tab', async ({ page }) => {
  await page.goto('/');
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/icon.svg';
    document.querySelector('main')?.append(img);
  });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
  await page.goto('/how-it-works/');
  expect(await page.evaluate(() => 'axe' in window)).toBe(true);
  await expectNoAxeViolations(page);
});
