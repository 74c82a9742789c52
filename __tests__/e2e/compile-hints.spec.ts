import fs from 'node:fs';
import path from 'node:path';
import { test, expect, waitForHydration } from './fixtures';
import { COMPILE_HINT, firstLoadScripts } from '../../scripts/postbuild/compile-hints';

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
  expect(
    firstLoad.filter((src) => lazy.includes(path.basename(src))),
    'first-load chunks without the hint',
  ).toEqual([]);
});
