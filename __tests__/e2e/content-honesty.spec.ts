import fs from 'node:fs';
import { test, expect } from './fixtures';
import { OUT, exportBuildYear } from './export-links';
import { demoAthleteSignIn } from './accounts-helpers';
import { exportedHtmlFiles, routeOf } from '../../scripts/postbuild/export-files';
import { unkeptPromises } from '../fixtures/unkept-promises';
import { getSite } from '../../lib/content/site';
import { getSports } from '../../lib/content/sports';
import { isExampleAddress } from '@/lib/email/example-address';
import { PLACEHOLDER_TEXT } from '../../lib/schemas/sport-tabs';
import { at } from '@/lib/must';

/*
 * Content a fan can trust, checked over the built export (every page's HTML, all of a
 * sport page's tab panels included) and in the browser where a visitor reads it. Expected values
 * come from data/ at test time.
 */
const pages = exportedHtmlFiles(OUT).map((file) => ({ route: routeOf(OUT, file), html: fs.readFileSync(file, 'utf8') }));

/** What a reader gets of a page: its text without scripts, styles and tags, entities decoded. */
function readableText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test('no exported page promises what the site does not do, or says "check back soon"', () => {
  expect(pages.length).toBeGreaterThan(1);
  const found = pages.flatMap((p) => unkeptPromises(readableText(p.html)).map((what) => `${p.route}: ${what}`));
  expect(found).toEqual([]);
});

/** A page's HTML without its scripts (the flight data names tags as text). */
const markup = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, '');

// The browser scans a sample of each kind of record page (routes.spec, no-js.spec); these hold for every
// page (seo.spec reads every page's title, pictures.spec every image's alt).
test('every exported page has exactly one h1 and says its language', () => {
  const faults = pages.flatMap(({ route, html }) => {
    const m = markup(html);
    const h1s = m.match(/<h1[\s>]/g)?.length ?? 0;
    return [...(h1s === 1 ? [] : [`${route}: ${h1s} h1 elements`]), ...(/<html\b[^>]*\blang="en"/.test(m) ? [] : [`${route}: no lang="en"`])];
  });
  expect(pages.length).toBeGreaterThan(1);
  expect(faults).toEqual([]);
});

test('every sport page has content in every tab', () => {
  const sportPages = pages.filter((p) => /^\/sports\/[^/]+\/$/.test(p.route));
  expect(sportPages.map((p) => p.route).sort()).toEqual(
    getSports()
      .map((s) => `/sports/${s.slug}/`)
      .sort(),
  );
  for (const p of sportPages)
    expect({ route: p.route, placeholder: PLACEHOLDER_TEXT.test(readableText(p.html)) }).toEqual({ route: p.route, placeholder: false });
});

test('every page carries the year the site was built in its copyright line', () => {
  const year = exportBuildYear();
  const wrong = pages.filter((p) => /©/.test(p.html) && !readableText(p.html).includes(`© ${year} ${getSite().name}`)).map((p) => p.route);
  expect(wrong).toEqual([]);
  expect(pages.filter((p) => /©/.test(p.html)).length).toBeGreaterThan(0);
});

test('no link of any page leads to an example address', () => {
  const links = pages.flatMap((p) =>
    [...p.html.matchAll(/<a\b[^>]*?\bhref="(https?:\/\/[^"]*)"/g)].map((m) => ({ route: p.route, href: at(m, 1).replace(/&amp;/g, '&') })),
  );
  expect(links.filter((l) => isExampleAddress(l.href))).toEqual([]);
});

test("the home page links the league's own social pages and shows the build year", async ({ page }) => {
  const { social } = getSite();
  await page.goto('/');
  const strip = page.getByRole('list', { name: 'Social media' });
  await expect(strip.getByRole('listitem')).toHaveCount(social.length);
  for (const s of social) {
    const link = strip.getByRole('link', { name: new RegExp(`^${s.name}\\b`) });
    if (isExampleAddress(s.url)) await expect(link).toHaveCount(0);
    else await expect(link).toHaveAttribute('href', s.url);
  }
  await expect(page.getByRole('contentinfo')).toContainText(`© ${exportBuildYear()} ${getSite().name}`);
});

test('the tickets page offers refunds by email to the league, with the request filled in', async ({ page }) => {
  await page.goto('/buy-tickets/');
  const link = page.getByRole('link', { name: 'Ask for a refund by email' });
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute('href'))!);
  expect(href.protocol).toBe('mailto:');
  expect(href.pathname).toBe(getSite().contact.email);
  expect(href.searchParams.get('subject')).toMatch(/refund/i);
  expect(href.searchParams.get('body')).toContain('Order id');
});

test("the dashboard's settings offer no box that changes nothing", async ({ page }) => {
  await demoAthleteSignIn(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('button', { name: 'Change password' })).toBeVisible();
  await expect(panel.getByRole('checkbox')).toHaveCount(0);
});
