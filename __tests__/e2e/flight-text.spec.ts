import { test, expect } from './fixtures';
import { getSports } from '../../lib/content/sports';
import { at } from '@/lib/must';

/** A page of each kind: a fixed page and a sport's page. */
const PATHS = ['join/', `sports/${at(getSports(), 0, 'sport').slug}/`];

/**
 * The stylesheet once per file (scripts/postbuild/flight-text.ts): Next 16 writes the inlined
 * stylesheet into each page's flight data twice more; the build leaves a page's to its <style> and
 * keeps one copy in a navigation payload, and pages still hydrate, stay styled and navigate.
 */
test('a page carries its stylesheet in its <style> only, a navigation payload once', async ({ request }) => {
  for (const path of PATHS) {
    const html = await (await request.get(path)).text();
    const css = /<style data-precedence="next" data-href="[^"]+">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(css.length, `${path}: the inlined stylesheet`).toBeGreaterThan(10_000);
    const sample = css.slice(0, 120);
    expect(html.split(sample).length - 1, `${path}: copies of the stylesheet in the HTML`).toBe(1);
    const payload = await (await request.get(`${path}index.txt`)).text();
    expect(payload.split(sample).length - 1, `${path}index.txt: copies in the navigation payload`).toBe(1);
  }
});

test('after the rewrite a page hydrates, and a client-side navigation opens the next one styled', async ({ page }) => {
  await page.goto('join/');
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  const footer = page.getByRole('contentinfo');
  const background = await footer.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');

  await footer.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument), 'opened without a page load').toBe(true);
  expect(await footer.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(background);
});
