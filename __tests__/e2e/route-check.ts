import { expect, expectNoAxeViolations } from './fixtures';
import type { Page } from '@playwright/test';
import type { SiteRoute } from '../../lib/content/routes';

/** A page answers 200, has exactly one visible h1 and passes axe (WCAG 2.2 AA tags). */
export async function expectRouteRenders(page: Page, route: string): Promise<void> {
  const response = await page.goto(route);
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
  await expectNoAxeViolations(page);
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
