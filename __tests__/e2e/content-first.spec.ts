import fs from 'node:fs';
import path from 'node:path';
import { test, expect, waitForHydration } from './fixtures';
import { firstLoadScripts } from '../../scripts/postbuild/content-first';
import { COMPILE_HINT } from '../../scripts/postbuild/compile-hints';

/**
 * Content first (scripts/postbuild/content-first.ts): a page asks for its scripts only from the end of its
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

test('the scripts are asked for only after the browser has painted the page', async ({ page }) => {
  for (const path of ['sports/soccer/', 'buy-tickets/']) {
    await page.goto(path);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByType('paint').find((e) => e.name === 'first-paint')?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' && e.name.includes('/_next/static/chunks/'))
        .map((e) => e.startTime),
    }));
    expect(timing.paint, `${path}: first paint`).not.toBeNull();
    expect(timing.scripts.length, `${path}: scripts loaded`).toBeGreaterThan(2);
    expect(Math.min(...timing.scripts), `${path}: first script request after the first paint`).toBeGreaterThan(timing.paint!);
  }
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

/**
 * Compile hints (scripts/postbuild/compile-hints.ts): the scripts a page loads first begin with V8's magic
 * comment, so Chrome compiles them while they stream in instead of during the page's first long
 * tasks; scripts loaded on demand (PayPal, QR codes, calendar) keep the browser's lazy compilation.
 */
test('the scripts a page loads first are marked for compiling off the main thread, on-demand code is not', async ({ page, request }) => {
  const served = new Map<string, Promise<string>>();
  page.on('response', (r) => {
    if (/\/_next\/static\/chunks\/[^/]+\.js$/.test(r.url())) served.set(new URL(r.url()).pathname, r.text());
  });
  await page.goto('buy-tickets/');
  await waitForHydration(page);

  const firstLoad = firstLoadScripts(await (await request.get('buy-tickets/')).text());
  expect(firstLoad.length).toBeGreaterThan(2);
  for (const src of firstLoad) {
    expect(served.has(src), `${src} was loaded`).toBe(true);
    expect((await served.get(src))!.startsWith(`${COMPILE_HINT}\n`), `${src} starts with the compile hint`).toBe(true);
  }

  const chunks = path.resolve('out/_next/static/chunks');
  const lazy = fs.readdirSync(chunks).filter((f) => f.endsWith('.js') && !fs.readFileSync(path.join(chunks, f), 'utf8').startsWith(COMPILE_HINT));
  expect(lazy.length, 'chunks left to lazy compilation').toBeGreaterThan(0);
  expect(firstLoad.filter((src) => lazy.includes(path.basename(src))), 'first-load chunks without the hint').toEqual([]);
});
