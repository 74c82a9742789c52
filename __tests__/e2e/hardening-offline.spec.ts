import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import { stubPayPal } from './paypal-stub';
import { REFRESH_BEFORE_PAYING } from '../../components/layout/fresh-page-only';

// The playwright config blocks service workers; these tests are about the worker.
test.use({ serviceWorkers: 'allow', allowErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|status of 503/ });

/** Open the home page and wait until the service worker controls it. */
async function underServiceWorker(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
}

const savedCopyBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'You are seeing a copy of this page saved on this device' });

test('a page served from the cache says so with its age, and starts no payment until it is refreshed', async ({ page, context }) => {
  await stubPayPal(page, 'approve');
  await underServiceWorker(page);
  await page.goto('/buy-tickets/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(savedCopyBanner(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(savedCopyBanner(page)).toContainText('saved on this device less than a minute ago');
  await expect(savedCopyBanner(page).getByRole('button', { name: 'Refresh' })).toBeVisible();

  await page
    .getByRole('button', { name: /^Buy Tickets: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Buy tickets: / });
  await expect(dialog.getByRole('alert')).toContainText(REFRESH_BEFORE_PAYING);
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Back online, a refresh brings the page from the network: no notice, and the payment can start.
  await context.setOffline(false);
  await page.reload();
  await expect(savedCopyBanner(page)).toHaveCount(0);
  await page
    .getByRole('button', { name: /^Buy Tickets: / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /^Buy tickets: / }).getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
});

test('a page never opened on this device gets the offline page, with ways on that work offline', async ({ page, context }) => {
  await underServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/careers/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.getByText('This page has not been opened on this device yet')).toBeVisible();
  await expectNoAxeViolations(page);
  // Home works offline (precached).
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});
