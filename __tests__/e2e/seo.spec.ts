import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { allRoutes, canonicalRoute, isIndexed } from '../../lib/content/routes';
import { getProducts } from '../../lib/content/products';
import { getSite } from '../../lib/content/site';
import { getSports } from '../../lib/content/sports';
import { getSportTicketEvents } from '../../lib/content/tickets';
import { getArticles } from '../../lib/content/articles';
import { getSpecialEventLinks } from '../../lib/content/special-events';
import { firstSport } from './content-records';
import { exportedHtmlFiles, routeOf } from '../../scripts/postbuild/export-files';
import { at, must } from '@/lib/must';

const PRIVATE = /^\/(admin|user)\//;

function exportedRoutes(): string[] {
  const out = path.resolve('out');
  return exportedHtmlFiles(out)
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => routeOf(out, file))
    .filter((r) => r !== '/_not-found/' && r !== '/404/')
    .sort();
}

function meta(html: string, attr: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

test.describe('search engines and sharing', () => {
  test('sitemap.xml lists every public exported page, and robots.txt points at it', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(at(m, 1)).pathname).sort();
    // Every page but those the route table marks noindex (the private ones, and /search/'s result pages).
    expect(listed).toEqual(exportedRoutes().filter(isIndexed));
    expect(exportedRoutes().filter((r) => PRIVATE.test(r) && isIndexed(r))).toEqual([]);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: ');
    expect(robots).toContain('Disallow: /admin/');
  });

  test('every page has a unique title and description, a canonical URL and social tags with a 1200x630 image', async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of allRoutes()) {
      const html = await (await request.get(route)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const description = meta(html, 'name', 'description');
      expect(title, `${route} title`).toBeTruthy();
      expect(description, `${route} description`).toBeTruthy();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical && new URL(canonical).pathname, `${route} canonical`).toBe(canonicalRoute(route));
      // A page that repeats another (a lone list's /page/1/) names that one as canonical and shares its words.
      if (canonicalRoute(route) !== route) continue;
      expect(titles.get(title!), `${route} shares its title`).toBeUndefined();
      expect(descriptions.get(description!), `${route} shares its description`).toBeUndefined();
      titles.set(title!, route);
      descriptions.set(description!, route);
      expect(meta(html, 'property', 'og:title'), `${route} og:title`).toBeTruthy();
      expect(meta(html, 'property', 'og:image'), `${route} og:image`).toMatch(/\/og\/(sports\/[a-z0-9-]+|[a-z]+)\.jpg$/);
      expect(meta(html, 'property', 'og:image:width')).toBe('1200');
      expect(meta(html, 'property', 'og:image:height')).toBe('630');
      expect(meta(html, 'name', 'twitter:card'), `${route} twitter:card`).toBe('summary_large_image');
    }
  });

  test('the home page describes the organisation in JSON-LD', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(at(m, 1)));
    const org = blocks.find((b) => b['@type'] === 'SportsOrganization');
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      name: getSite().name,
      address: { '@type': 'PostalAddress', addressCountry: 'US' },
    });
  });

  // One address for the drawing, so a browser that fetches the tab icon and then the manifest's (to
  // check the site can be installed) reads it once. Headless Chromium fetches neither; the bench's
  // Lighthouse run shows the single request.
  test('the tab icon is the drawing the web manifest names, and every icon linked or named loads', async ({ page, request }) => {
    await page.goto('/');
    const links = await page
      .locator('head link[rel="icon"], head link[rel="apple-touch-icon"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    const manifestHref = must(await page.locator('head link[rel="manifest"]').getAttribute('href'), 'manifest link');
    const manifest = (await (await request.get(manifestHref)).json()) as { icons: { src: string; type: string }[] };
    const drawing = must(
      manifest.icons.find((i) => i.type === 'image/svg+xml'),
      'the scalable icon',
    ).src;
    expect(links).toContain(drawing);
    for (const href of new Set([...links, ...manifest.icons.map((i) => i.src)])) {
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
      expect((await res.body()).length, href).toBeGreaterThan(100);
    }
  });
});

/** The attributes of every <tag ...> in the exported page's <head> (the file as written, before any script runs). */
function headTags(html: string, tag: string): Record<string, string | undefined>[] {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  return [...head.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) =>
    Object.fromEntries([...at(m, 1).matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map((a) => [at(a, 1).toLowerCase(), at(a, 2)])),
  );
}

function exportedHtml(route: string): string {
  return fs.readFileSync(path.join(path.resolve('out'), route, 'index.html'), 'utf8');
}

test.describe('head of every exported page', () => {
  test('one title, one description and one absolute canonical URL of its own route, with Open Graph tags that agree', () => {
    const routes = exportedRoutes();
    expect(routes).toEqual(expect.arrayContaining(allRoutes().filter((r) => !PRIVATE.test(r))));
    for (const route of routes) {
      const html = exportedHtml(route);
      const head = /<head[^>]*>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
      expect(head.match(/<title[\s>]/g), `${route} <title>`).toHaveLength(1);
      const metas = headTags(html, 'meta');
      const named = (key: string) => metas.filter((m) => m.name === key || m.property === key);
      expect(named('description'), `${route} description`).toHaveLength(1);
      expect(at(named('description'), 0).content, `${route} description`).toBeTruthy();
      const canonicals = headTags(html, 'link').filter((l) => l.rel === 'canonical');
      expect(canonicals, `${route} canonical`).toHaveLength(1);
      const canonical = must(at(canonicals, 0).href, `${route} canonical href`);
      expect(canonical, `${route} canonical`).toMatch(/^https?:\/\//);
      expect(new URL(canonical).pathname, `${route} canonical`).toBe(canonicalRoute(route));
      for (const key of ['og:title', 'og:description', 'og:url', 'og:image']) {
        expect(named(key).length, `${route} ${key}`).toBeGreaterThanOrEqual(1);
        expect(at(named(key), 0).content, `${route} ${key}`).toBeTruthy();
      }
      expect(named('og:title'), `${route} og:title`).toHaveLength(1);
      expect(at(named('og:url'), 0).content, `${route} og:url`).toBe(canonical);
      expect(at(named('og:image'), 0).content, `${route} og:image`).toMatch(/^https?:\/\//);
    }
  });

  test('language alternates, where a page has any, point at exported pages', () => {
    const routes = new Set(exportedRoutes());
    for (const route of routes) {
      for (const alt of headTags(exportedHtml(route), 'link').filter((l) => l.rel === 'alternate' && l.hreflang)) {
        expect(
          routes.has(new URL(must(alt.href, `${route} hreflang href`), 'https://x.example/').pathname),
          `${route} hreflang ${alt.hreflang} -> ${alt.href}`,
        ).toBe(true);
      }
    }
  });

  test('public pages may be indexed; /admin/, /user/ and search pages are noindex, left out of the sitemap, and robots.txt blocks only /admin/ and /user/', async ({
    request,
  }) => {
    const robotsOf = (route: string) =>
      headTags(exportedHtml(route), 'meta')
        .filter((m) => m.name === 'robots' || m.name === 'googlebot')
        .map((m) => m.content);
    const routes = exportedRoutes();
    const privateRoutes = routes.filter((r) => PRIVATE.test(r));
    expect(privateRoutes.length).toBeGreaterThan(0);
    for (const route of routes) {
      if (!isIndexed(route)) expect(robotsOf(route).join(), `${route} robots`).toMatch(/noindex/);
      else expect(robotsOf(route).join(), `${route} robots`).not.toMatch(/noindex|none/);
    }
    expect(privateRoutes.filter(isIndexed)).toEqual([]);

    const xml = await (await request.get('/sitemap.xml')).text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(at(m, 1)).pathname);
    for (const route of privateRoutes) expect(listed, `${route} in the sitemap`).not.toContain(route);

    const disallowed = [...(await (await request.get('/robots.txt')).text()).matchAll(/^Disallow:\s*(\S*)\s*$/gim)].map((m) => at(m, 1)).filter(Boolean);
    for (const route of routes.filter((r) => !PRIVATE.test(r))) {
      expect(
        disallowed.filter((prefix) => route.startsWith(prefix)),
        `${route} is disallowed in robots.txt`,
      ).toEqual([]);
    }
  });
});

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(at(m, 1));
    const list = Array.isArray(data) ? data : [data];
    return list.flatMap((d: Record<string, unknown>) => (Array.isArray(d['@graph']) ? (d['@graph'] as Record<string, unknown>[]) : [d]));
  });
}

const OFFSET_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?[+-]\d{2}:\d{2}$/;

test.describe('structured data', () => {
  test('ticket events and sport schedules are SportsEvents with offset dates, addresses and offers', async ({ request }) => {
    // The tickets page, and every sport page with a ticketed event not over.
    const sportRoutes = getSports()
      .filter((s) => getSportTicketEvents(s.slug).some((e) => e.endMs > Date.now()))
      .map((s) => `/sports/${s.slug}/`);
    for (const route of ['/buy-tickets/', ...sportRoutes]) {
      const events = jsonLdBlocks(await (await request.get(route)).text()).filter((b) => b['@type'] === 'SportsEvent');
      expect(events.length, route).toBeGreaterThan(0);
      for (const e of events) {
        expect(e.startDate, `${route} startDate`).toMatch(OFFSET_DATE);
        expect(e.location, `${route} location`).toMatchObject({ address: { '@type': 'PostalAddress' } });
        const offer = (Array.isArray(e.offers) ? e.offers[0] : e.offers) as Record<string, unknown>;
        expect(offer, `${route} offers`).toMatchObject({ priceCurrency: 'USD' });
        expect(offer.price, `${route} price`).toBeTruthy();
        expect(String(offer.availability)).toMatch(/^https:\/\/schema\.org\/(InStock|SoldOut|LimitedAvailability)$/);
      }
    }
  });

  test('shop products, news articles and breadcrumbs are described', async ({ request }) => {
    const products = jsonLdBlocks(await (await request.get('/purchase-uniforms/')).text()).filter((b) => b['@type'] === 'Product');
    expect(products).toHaveLength(getProducts().length);
    for (const p of products)
      expect(p).toMatchObject({
        name: expect.any(String),
        image: expect.anything(),
        offers: { priceCurrency: 'USD', availability: expect.stringMatching(/schema\.org\/(InStock|OutOfStock)$/) },
      });

    const article = jsonLdBlocks(await (await request.get(`/recap-news/${at(getArticles(), 0, 'article').slug}/`)).text());
    expect(article.find((b) => b['@type'] === 'NewsArticle')).toMatchObject({ headline: expect.any(String), datePublished: expect.any(String) });
    expect(article.find((b) => b['@type'] === 'BreadcrumbList')).toBeTruthy();

    for (const route of [`/sports/${firstSport().slug}/`, `/events/${at(getSpecialEventLinks(), 0, 'special event').slug}/`]) {
      const crumbs = jsonLdBlocks(await (await request.get(route)).text()).find((b) => b['@type'] === 'BreadcrumbList') as
        { itemListElement: { position: number }[] } | undefined;
      expect(
        crumbs?.itemListElement.map((i) => i.position),
        route,
      ).toEqual([1, 2]);
    }
  });
});
