import fs from 'node:fs';
import path from 'node:path';
import { test, expect, waitForHydration } from './fixtures';
import { OUT } from './export-links';
import { readDataFiles } from '../../scripts/art/data-files';
import { collectArt } from '../../lib/art/catalog';
import { getProducts } from '../../lib/content/products';
import { getSports } from '../../lib/content/sports';
import { productPicture } from '../../lib/shop/product-picture';
import { sportPicture } from '../../lib/art/sports';
import { getSite } from '../../lib/content/site';
import { INLINE_PICTURE_MAX_BYTES, svgDataUrl } from '../../scripts/postbuild/inline-pictures';

/*
 * Pictures in the built export (each shows what its alt says): every <img> has an alt, no two different products,
 * sports or athletes are shown with one picture file, and the shop's picture follows the colour
 * a shopper picks.
 */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '_next' ? [] : htmlFiles(p);
    return e.name.endsWith('.html') ? [p] : [];
  });
}

const imgs = htmlFiles(OUT).flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/<img\b[^>]*>/g)].map((m) => ({ page: path.relative(OUT, file), tag: m[0] })),
);
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

// A page carries its small main drawing in its markup (scripts/postbuild/inline-pictures): the file a
// picture shows is its address, or the drawing whose data URL it is.
const drawings = new Map(
  fs
    .readdirSync(path.join(OUT, 'images'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.svg'))
    .map((f) => [svgDataUrl(fs.readFileSync(path.join(OUT, 'images', f), 'utf8')), `/images/${f.split(path.sep).join('/')}`]),
);
const pictureFile = (src: string) => (src.startsWith('data:') ? (drawings.get(src) ?? src) : src.replace(/^.*?(\/images\/)/, '$1'));
const carriedInPage = (file: string) =>
  /^\/.*\.svg$/.test(file) && fs.existsSync(path.join(OUT, file)) && fs.statSync(path.join(OUT, file)).size <= INLINE_PICTURE_MAX_BYTES;

test('every <img> of the export has an alt attribute (empty only where decorative)', () => {
  expect(imgs.length).toBeGreaterThan(0);
  expect(imgs.filter((i) => attr(i.tag, 'alt') === undefined).map((i) => `${i.page}: ${i.tag}`)).toEqual([]);
});

test('no two different products, sports or athletes share one picture file in the export', () => {
  const { jobs } = collectArt(readDataFiles(path.join(process.cwd(), 'data')));
  const subjectOf = new Map(jobs.map((j) => [j.path, j.subject]));
  const bySrc = new Map<string, Set<string>>();
  for (const { tag } of imgs) {
    const src = pictureFile(attr(tag, 'src') ?? '');
    const subject = subjectOf.get(src);
    if (!subject || !/^(product|sport|athlete|winner):/.test(subject)) continue;
    const alts = bySrc.get(src) ?? new Set<string>();
    // alt="" marks a decorative use, beside the name it shows (a team's roster): only described uses must agree.
    const alt = attr(tag, 'alt') ?? '';
    bySrc.set(src, alt ? alts.add(alt) : alts);
  }
  expect(bySrc.size).toBeGreaterThan(0);
  // One picture file: one subject, so one alt wherever it is described.
  expect([...bySrc].filter(([, alts]) => alts.size > 1).map(([src, alts]) => `${src}: ${[...alts].join(' | ')}`)).toEqual([]);
  // And one product, sport or athlete: one picture file (a winner's picture is per win: an athlete who wins twice has two).
  const single = [...bySrc.keys()].filter((s) => !/^winner:/.test(subjectOf.get(s)!));
  expect(new Set(single.map((s) => subjectOf.get(s))).size).toBe(single.length);
});

test('choosing a product colour changes its picture and the alt names the colour', async ({ page }) => {
  const product = getProducts().find((p) => p.inStock && p.colors.length > 1);
  expect(product, 'a product in stock with two colours to pick').toBeTruthy();
  const [first, second] = product!.colors as [string, string];
  await page.goto('/purchase-uniforms/');
  await waitForHydration(page);
  const card = page.getByRole('article', { name: product!.name });
  const picture = card.locator('img[data-product-picture]');
  await expect(picture).toHaveAttribute('alt', productPicture(product!, first).alt);
  const before = await picture.getAttribute('src');
  await card.getByLabel('Colour').selectOption(second);
  await expect(picture).toHaveAttribute('alt', productPicture(product!, second).alt);
  expect(productPicture(product!, second).alt).toContain(second);
  const after = await picture.getAttribute('src');
  expect(after).not.toBe(before);
  // The new picture is a file of the export that the browser loads.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("a sport page's banner shows the sport's own illustration", async ({ page }) => {
  const sport = getSports()[0]!;
  await page.goto(`/sports/${sport.slug}/`);
  const banner = page.locator('img[data-sport-picture]');
  const expected = sportPicture(sport);
  expect(pictureFile((await banner.getAttribute('src')) ?? '')).toBe(expected.src);
  await expect(banner).toHaveAttribute('alt', expected.alt);
});

test("a page's main picture comes with the page when it is a small drawing: shown without a request of its own", async ({ page }) => {
  const sport = getSports()[0]!;
  const pages = [
    { route: '/', file: getSite().slides[0]!.image },
    { route: `/sports/${sport.slug}/`, file: sportPicture(sport).src },
  ];
  for (const { route, file } of pages) {
    const requested: string[] = [];
    const onRequest = (r: { url: () => string }) => requested.push(new URL(r.url()).pathname);
    page.on('request', onRequest);
    await page.goto(route);
    const main = page.locator('main img[fetchpriority="high"]').first();
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const src = (await main.getAttribute('src')) ?? '';
    if (carriedInPage(file)) {
      expect(src.startsWith('data:image/svg+xml,'), route).toBe(true);
      expect(pictureFile(src), route).toBe(file);
      expect(requested, `${route} asked for ${file}`).not.toContain(file);
    } else {
      // A photo, a larger drawing or a picture from another site keeps its address.
      expect(src, route).toBe(file);
    }
    page.off('request', onRequest);
  }
});

test("every sport page's Open Graph picture is the sport's own and a file of the export", () => {
  const missing = getSports().flatMap((sport) => {
    const html = fs.readFileSync(path.join(OUT, 'sports', sport.slug, 'index.html'), 'utf8');
    const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const file = path.join(OUT, new URL(url, 'https://x.invalid/').pathname.replace(/^.*?\/og\//, 'og/'));
    return sport.image || (url.endsWith(`/og/sports/${sport.slug}.jpg`) && fs.existsSync(file)) ? [] : [`${sport.slug}: ${url}`];
  });
  expect(missing).toEqual([]);
});
