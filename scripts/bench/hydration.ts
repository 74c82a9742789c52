// Part c of `npm run bench`: how long a page shows content it does not yet answer to, from its first
// contentful paint to the moment it marks itself hydrated, at 4x CPU and without network throttling
// (localhost). In that window a tap on a button is lost.
import type { Browser } from '@playwright/test';
import { launchBrowser, slowPage } from './browser';
import { KEY_PAGES } from './key-pages';
import { median } from './stats';
import { markdownTable } from './table';

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

export type HydrationResult = { route: string; samples: number[] };

/** Five fresh loads of each key page, one after another. */
export async function measureHydration(siteUrl: string, log: (line: string) => void): Promise<HydrationResult[]> {
  const browser = await launchBrowser();
  const results: HydrationResult[] = [];
  try {
    for (const route of KEY_PAGES) {
      const r: HydrationResult = { route, samples: [] };
      for (let i = 0; i < SAMPLES; i++) r.samples.push(await sample(browser, `${siteUrl}${route}`));
      results.push(r);
      log(`  ${route}: ${r.samples.map(Math.round).join(', ')} ms`);
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function hydrationTable(results: readonly HydrationResult[]): string {
  return markdownTable(
    ['page', 'first paint to hydrated (median)', 'samples (ms)'],
    results.map((r) => [r.route, `${Math.round(median(r.samples))} ms`, r.samples.map(Math.round).join(', ')]),
  );
}
