import { test, expect, waitForHydration } from './fixtures';
import { getSite } from '../../lib/content/site';
import { getSpecialEventLinks } from '../../lib/content/special-events';
import { at } from '@/lib/must';
import { escapeRegExp, firstSport } from './content-records';

// One page of each kind, its records chosen by position (the first sport, the first special event).
const sport = firstSport();
const event = at(getSpecialEventLinks(), 0, 'special event');

// Relative paths: the same spec runs at the domain root and under a sub-path (BASE_PATH).
const pages = [
  ['./', getSite().name],
  [`sports/${sport.slug}/`, sport.name],
  [`events/${event.slug}/`, event.name],
  ['buy-tickets/', 'Event Tickets'],
  ['purchase-uniforms/', null],
  ['my-tickets/', 'My Tickets'],
] as const;

for (const [path, heading] of pages) {
  test(`smoke: ${path} renders with its images and styles`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    if (heading) await expect(h1).toContainText(heading);
    // Styles applied: the header is the dark brand colour, not an unstyled white bar.
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
    const broken = await page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => img.loading !== 'lazy' && img.complete && img.naturalWidth === 0)
        .map((img) => img.src),
    );
    expect(broken).toEqual([]);
  });
}

test('smoke: links, manifest and service worker stay under the base path', async ({ page, baseURL }) => {
  await page.goto('./');
  await waitForHydration(page);
  const base = new URL(baseURL!).pathname;
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(20);
  expect(hrefs.filter((h) => !h.startsWith(base))).toEqual([]);
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifest?.startsWith(base)).toBe(true);
  const res = await page.request.get(new URL(manifest!, baseURL).toString());
  const json = await res.json();
  expect(json.start_url).toBe(base);
  for (const icon of json.icons) expect((await page.request.get(new URL(icon.src, baseURL).toString())).status()).toBe(200);
  // The scalable icon first: Chrome fetches it (0.4 KB) on a first visit, not the 192 px PNG.
  expect(json.icons[0]).toMatchObject({ sizes: 'any', type: 'image/svg+xml' });
  await page.getByRole('contentinfo').getByRole('link', { name: sport.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(base)}sports/${sport.slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sport.name);
});

test.describe('service worker scope', () => {
  test.use({ serviceWorkers: 'allow' });
  test('smoke: the service worker registers for the site path', async ({ page }) => {
    await page.goto('./');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL('.', page.url()).href);
  });
});
