import { test, expect, waitForHydration } from './fixtures';
import { getSports } from '../../lib/content/sports';
import { at } from '@/lib/must';

const sport = at(getSports(), 0, 'sport');

test.use({ serviceWorkers: 'allow', allowErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED \[[^\]]*\.txt|Failed to fetch/ });

test('pages seen before and My Tickets open without a connection', async ({ page, context }) => {
  await page.goto('/');
  await waitForHydration(page);
  // Wait until the service worker controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
  await page.goto(`/sports/${sport.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sport.name);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sport.name);
  await expect(page.getByText('You are offline.')).toBeVisible();

  await page.goto('/my-tickets/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Tickets');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Tickets');
  await context.setOffline(false);
});
