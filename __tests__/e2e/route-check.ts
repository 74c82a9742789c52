import { test, expect, expectNoAxeViolations } from './fixtures';
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { routeTable, type SiteRoute } from '../../lib/content/routes';
import { OUT } from './export-links';
import { routeSample } from './record-sample';

/** A page answers 200, has exactly one visible h1 and passes axe (WCAG 2.2 AA tags). Soft: the caller's other routes are still checked. */
export async function expectRouteRenders(page: Page, route: string): Promise<void> {
  const response = await page.goto(route);
  expect.soft(response?.status(), `${route} answers`).toBe(200);
  await expect.soft(page.locator('h1'), `${route} has one h1`).toHaveCount(1);
  await expect.soft(page.locator('h1'), `${route} shows its h1`).toBeVisible();
  await expectNoAxeViolations(page, { soft: true, label: route });
}

/** `items` in consecutive groups of at most `size`. */
export function inGroups<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

/**
 * One test per group of items (routes, records), each item a step of it, all in one tab: the tab
 * keeps the site's compiled scripts (and axe's) from one page to the next, where a new tab per page
 * compiled them again (a quarter to a third of a scan's time on this 2-core machine). A failure is
 * named by its step; where `check` uses soft expectations the group's other items are still checked.
 */
export function testEachInOneTab<T>(
  name: string,
  items: readonly T[],
  label: (item: T) => string,
  check: (page: Page, item: T) => Promise<void>,
  size = 6,
): void {
  for (const group of inGroups(items, size)) {
    test(`${name}: ${group.map(label).join(' ')}`, async ({ page }) => {
      test.setTimeout(30_000 * group.length);
      for (const item of group) await test.step(label(item), () => check(page, item));
    });
  }
}

/** testEachInOneTab over routes, each named by its address. */
export function testRoutesInOneTab(name: string, routes: readonly string[], check: (page: Page, route: string) => Promise<void>, size = 6): void {
  testEachInOneTab(name, routes, (route) => route, check, size);
}

/**
 * One page of every kind: each fixed page, and the first page of each dynamic route (a sport, a
 * special event, an article). The phone viewport scans these; desktop scans every route.
 */
export function oneRouteOfEachKind(table: readonly SiteRoute[]): string[] {
  const seen = new Set<string>();
  return table.flatMap(({ route, pattern }) => {
    if (seen.has(pattern)) return [];
    seen.add(pattern);
    return [route];
  });
}

/** The bytes of a route's exported HTML (0 when the export has no such page: the visit then fails on its own). */
function htmlBytes(route: string): number {
  const file = path.join(OUT, route, 'index.html');
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
}

/**
 * The routes the browser visits one by one in the route-wide checks: every fixed page and a bounded
 * sample of each record page (`routeSample`: first, last, fullest, emptiest), so the suite does not
 * grow with the league. Every page's exported HTML is still read by the node-side checks
 * (links.spec, content-honesty.spec).
 */
export const routesToVisit = (table: readonly SiteRoute[] = routeTable()): string[] => routeSample(table, htmlBytes);
