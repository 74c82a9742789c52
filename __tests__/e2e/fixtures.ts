import { test as base, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Every browser test fails on any uncaught page error or console error. A test that provokes an
 * expected error (a 404, a blocked script) names it in `allowErrors`: one RegExp, with alternation
 * for several (Playwright reads a two-element array in test.use as [value, options]). Nothing else
 * is forgiven.
 */
export const test = base.extend<{ allowErrors: RegExp | RegExp[] | null; pageErrors: string[] }>({
  allowErrors: [null, { option: true }],
  /**
   * React hydrates a page in the tasks after its scripts ran, so the window's load event can come
   * before the page answers a tap. `page.goto` and `page.reload` therefore return, like a person who
   * waits for the page, once a page with Next's scripts has marked itself hydrated (other documents
   * at once). Pass a `waitUntil` other than 'load' to look earlier.
   */
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const ready = (waitUntil: string | undefined) =>
        (waitUntil ?? 'load') === 'load'
          ? page.waitForFunction(() => !document.querySelector('script[src*="/_next/static/"]') || document.documentElement.dataset.hydrated === 'true')
          : Promise.resolve();
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await ready(options?.waitUntil);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await ready(options?.waitUntil);
        return response;
      };
    }
    await provide(page);
  },
  pageErrors: [
    async ({ page, allowErrors }, use) => {
      const errors: string[] = [];
      // A Content-Security-Policy violation (public/_headers is applied by the test server) is an error too.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`), true);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console.error: ${msg.text()} [${msg.location().url}]`);
      });
      await use(errors);
      const allowed = allowErrors === null ? [] : Array.isArray(allowErrors) ? allowErrors : [allowErrors];
      const unexpected = errors.filter((e) => !allowed.some((re) => re.test(e)));
      expect(unexpected, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Run axe on the page as it is now; fails with a readable list of violations. Axe runs in the page
 * and its same-origin frames in one pass (legacy mode): the default mode runs axe in each frame and
 * then opens a second blank page to merge the results, which took 3x as long per scan (9-11 s
 * against 3 s on this 2-core machine) only to reach cross-origin frames, and no page of this site
 * shows one while it is scanned.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** Wait until the client has read stored state (the provider marks <html data-hydrated>). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Sums the page's layout shifts not caused by input, from its first paint (call before `goto`). */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The cumulative layout shift `watchLayoutShift` has counted so far. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

/** Fill each labelled field of `scope` (a form, a dialog), in the order given. */
export async function fillFields(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value);
}

/** `scope` contains each of the texts (one expectation a text, so a failure names the missing one). */
export async function expectTexts(scope: Locator, texts: string[]) {
  for (const text of texts) await expect(scope).toContainText(text);
}
