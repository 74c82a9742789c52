// Part c of `npm run bench`: how long a page shows content it does not yet answer to, from its first
// contentful paint to the moment it marks itself hydrated, at 4x CPU and without network throttling
// (localhost), for the site as built and for the same site with Next's own script loading.
import type { Browser } from '@playwright/test';
import { launchBrowser, slowPage } from './browser';
import { median, formatDifference } from './stats';
import { markdownTable } from './table';

export const KEY_PAGES = ['/', '/sports/soccer/', '/buy-tickets/', '/purchase-uniforms/', '/join/', '/live-contest/'];
/** How much longer content-first may keep a page unresponsive than Next's own script loading. */
export const ALLOWED_EXTRA_MS = 100;
const SAMPLES = 5;

function observeStart() {
  const w = window as unknown as { __benchFcp?: number };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__benchFcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
}

async function sample(browser: Browser, url: string): Promise<number> {
  const { context, page } = await slowPage(browser, observeStart);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    // Checked in the page every animation frame: the time is that of the first frame that sees the marker.
    await page.waitForFunction(
      () => {
        const w = window as unknown as { __benchHydrated?: number };
        if (document.documentElement.dataset.hydrated === 'true') w.__benchHydrated ??= performance.now();
        return w.__benchHydrated !== undefined;
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    await page.waitForFunction(() => (window as unknown as { __benchFcp?: number }).__benchFcp !== undefined, undefined, { timeout: 30_000 });
    const { fcp, hydrated } = await page.evaluate(() => {
      const w = window as unknown as { __benchFcp: number; __benchHydrated: number };
      return { fcp: w.__benchFcp, hydrated: w.__benchHydrated };
    });
    if (typeof hydrated !== 'number' || typeof fcp !== 'number') throw new Error(`bench: ${url}: first contentful paint ${fcp}, hydrated ${hydrated}`);
    return hydrated - fcp;
  } finally {
    await context.close();
  }
}

export type HydrationResult = { route: string; built: number[]; nextLoading: number[] };

/** Samples both builds in turn (built, Next's loading, built ...) so a busy stretch hits both alike. */
export async function measureHydration(builtUrl: string, nextLoadingUrl: string, log: (line: string) => void): Promise<HydrationResult[]> {
  const browser = await launchBrowser();
  const results: HydrationResult[] = [];
  try {
    for (const route of KEY_PAGES) {
      const r: HydrationResult = { route, built: [], nextLoading: [] };
      for (let i = 0; i < SAMPLES; i++) {
        r.built.push(await sample(browser, `${builtUrl}${route}`));
        r.nextLoading.push(await sample(browser, `${nextLoadingUrl}${route}`));
      }
      results.push(r);
      log(`  ${route}: as built ${r.built.map(Math.round).join(', ')} ms; Next's loading ${r.nextLoading.map(Math.round).join(', ')} ms`);
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function hydrationTable(results: readonly HydrationResult[]): string {
  return markdownTable(
    ['page', 'as built (content-first)', "Next's own loading", 'difference', `within +${ALLOWED_EXTRA_MS} ms`, 'samples as built / Next (ms)'],
    results.map((r) => {
      const built = median(r.built);
      const next = median(r.nextLoading);
      return [
        r.route,
        `${Math.round(built)} ms`,
        `${Math.round(next)} ms`,
        formatDifference(built - next),
        built - next <= ALLOWED_EXTRA_MS ? 'yes' : 'no',
        `${r.built.map(Math.round).join(', ')} / ${r.nextLoading.map(Math.round).join(', ')}`,
      ];
    }),
  );
}
