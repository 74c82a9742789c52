import { test, expect, waitForHydration } from './fixtures';

/**
 * Content first (lib/build/content-first.ts): a page asks for its scripts only from the end of its
 * HTML, so on a slow line the text arrives before the code; the page reads in full while its
 * scripts are still on their way, and works once they arrive.
 */
test('a page names its scripts only at the end of its HTML, never in the head', async ({ request }) => {
  const html = await (await request.get('sports/soccer/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.match(/<script[^>]*\ssrc=[^>]*>/g)?.filter((tag) => !tag.includes('noModule')) ?? [], 'external scripts in <head>').toEqual([]);
  expect(head, 'script preloads in <head>').not.toMatch(/rel="preload" as="script"/);

  const loaderAt = html.lastIndexOf('<script data-content-first');
  expect(loaderAt, 'the loader').toBeGreaterThan(html.lastIndexOf('</footer>'));
  expect(html.slice(loaderAt).match(/<script/g), 'the loader is the last script').toHaveLength(1);
  expect(html.slice(loaderAt)).toMatch(/_next\/static\/chunks\/[^"]+\.js/);
});

test('the page reads in full while its scripts are held back, and works once they arrive', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });

  await page.goto('sports/soccer/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Soccer' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toBeVisible();
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
  await footerLink.scrollIntoViewIfNeeded();
  await expect(footerLink).toBeVisible();
  await expect.poll(() => asked.length, { message: 'the scripts were asked for' }).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null), 'no script has run').toBeNull();

  release();
  await waitForHydration(page);
  const tablist = page.getByRole('tablist', { name: 'Soccer sections' });
  await tablist.getByRole('tab', { name: 'Stats' }).click();
  await expect(tablist.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
});
