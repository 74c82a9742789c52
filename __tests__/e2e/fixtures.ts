import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import { createRequire } from 'node:module';

/** Collects the errors of every page of the contexts it watches, each named by its tab. */
type ErrorWatch = { errors: string[]; watch: (context: BrowserContext, name: string, javaScriptEnabled: boolean) => Promise<void> };

/**
 * React hydrates a page in the tasks after its scripts ran, so the window's load event can come
 * before the page answers a tap. `page.goto` and `page.reload` therefore return, like a person who
 * waits for the page, once a page with Next's scripts has marked itself hydrated (other documents
 * at once). Pass a `waitUntil` other than 'load' to look earlier.
 */
function waitForHydrationOnLoad(page: Page) {
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

/**
 * Every browser test fails on any uncaught page error or console error, in every page it opens: the
 * `page`, any other tab of its `context` (and popups), and every page of a context made with
 * `newContext` (a test never calls `browser.newContext` itself). Each error names its tab ("tab 2",
 * "context 2 tab 1") and the page's address. A test that provokes an expected error (a 404, a
 * blocked script) names it in `allowErrors`: one RegExp, with alternation for several (Playwright
 * reads a two-element array in test.use as [value, options]). Nothing else is forgiven.
 */
export const test = base.extend<{
  allowErrors: RegExp | RegExp[] | null;
  pageErrors: string[];
  /** A new browser context (the project's options, then `options`), its pages watched like `page`; closed when the test ends. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** The harness's own: what `pageErrors`, `context` and `newContext` share. */
  errorWatch: ErrorWatch;
}>({
  allowErrors: [null, { option: true }],
  errorWatch: async ({}, provide) => {
    const errors: string[] = [];
    const watch = async (context: BrowserContext, name: string, javaScriptEnabled: boolean) => {
      // A Content-Security-Policy violation (public/_headers is applied by the test server) is an error too.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`), true);
      });
      let tabs = 0;
      const watchPage = (page: Page) => {
        const tab = `${name}tab ${++tabs}`;
        const where = () => `${tab} (${page.url().replace(/^https?:\/\/[^/]+/, '')})`;
        if (javaScriptEnabled) waitForHydrationOnLoad(page);
        page.on('pageerror', (err) => errors.push(`${where()}: pageerror: ${err.message}`));
        page.on('console', (msg) => {
          if (msg.type() === 'error') errors.push(`${where()}: console.error: ${msg.text()} [${msg.location().url}]`);
        });
      };
      context.pages().forEach(watchPage);
      context.on('page', watchPage);
    };
    await provide({ errors, watch });
  },
  // The test's own context: `page` is its first tab, `context.newPage()` opens the next ones.
  context: async ({ context, errorWatch, javaScriptEnabled, serviceWorkers, baseURL }, provide) => {
    await errorWatch.watch(context, '', javaScriptEnabled !== false);
    const clock = watchClock(context);
    await provide(context);
    // The context is kept for the worker's next test (`reuseContext` in playwright.config.ts). A
    // context whose clock a test set is closed instead: Playwright's reset removes the clock's scripts
    // while the next test may install its own, and a page then ran a leftover one ("Cannot read
    // properties of undefined (reading 'controller')", about one time in three after the admin
    // lock-out test). The next test gets a fresh context.
    if (clock.used) {
      await context.close();
      return;
    }
    // Playwright's reset leaves these as the test set them: put them back.
    await context.setOffline(false);
    await context.clearPermissions();
    if (serviceWorkers === 'allow' && javaScriptEnabled !== false && baseURL) await clearCacheStorage(context, baseURL);
  },
  pageErrors: [
    // Checked before the contexts close (while a failure still keeps the trace), after `newContext`'s contexts closed.
    async ({ context, errorWatch, allowErrors }, use) => {
      void context;
      await use(errorWatch.errors);
      const allowed = allowErrors === null ? [] : Array.isArray(allowErrors) ? allowErrors : [allowErrors];
      const unexpected = errorWatch.errors.filter((e) => !allowed.some((re) => re.test(e)));
      expect(unexpected, 'the pages logged errors').toEqual([]);
    },
    { auto: true },
  ],
  newContext: async ({ browser, errorWatch, pageErrors, javaScriptEnabled }, provide) => {
    void pageErrors;
    const contexts: BrowserContext[] = [];
    await provide(async (options = {}) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      await errorWatch.watch(context, `context ${contexts.length + 1} `, (options.javaScriptEnabled ?? javaScriptEnabled) !== false);
      return context;
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };

/** Notes whether the test set the context's (or its page's, the same) fake clock. */
function watchClock(context: BrowserContext) {
  const state = { used: false };
  const clock = context.clock as unknown as Record<string, unknown>;
  for (const name of ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime']) {
    const method = clock[name];
    if (typeof method !== 'function') continue;
    clock[name] = (...args: unknown[]) => {
      state.used = true;
      return (method as (...a: unknown[]) => unknown).apply(context.clock, args);
    };
  }
  return state;
}

/**
 * Unregister the site's service worker and empty its Cache Storage (what the worker stored):
 * Playwright's reset between tests unregisters service workers but keeps their caches, and the next
 * test would find pages already cached.
 */
async function clearCacheStorage(context: BrowserContext, baseURL: string) {
  const tab = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL).origin, storageTypes: 'service_workers,cache_storage' });
  await cdp.detach();
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's browser script, the one @axe-core/playwright ships with. */
const AXE_SOURCE = fs.readFileSync(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');
/** Contexts whose every new document (and frame) gets axe as an init script. */
const axeContexts = new WeakSet<BrowserContext>();

/**
 * Run axe on the page as it is now; fails with a readable list of violations. The first scan in a
 * browser context adds axe-core as an init script of the context, so every later page of the test
 * (a route check scans up to ten in one tab) starts with axe compiled from V8's cache, where
 * evaluating its 500 KB per scan cost a third of the scan's CPU (measured on this 2-core machine).
 * Axe runs in the page and, through the same init script, in its frames, in one pass: the default
 * mode of @axe-core/playwright opens a second blank page to merge the frames' results, which took 3x
 * as long per scan only to reach cross-origin frames, and no page of this site shows one while it
 * is scanned.
 */
export async function expectNoAxeViolations(page: Page, { soft = false, label = '' }: { soft?: boolean; label?: string } = {}) {
  const context = page.context();
  if (!axeContexts.has(context)) {
    axeContexts.add(context);
    await context.addInitScript({ content: AXE_SOURCE });
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((n) => ({ target: n.target })) }));
  }, AXE_TAGS);
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  (soft ? expect.soft : expect)(summary, `axe violations${label ? ` on ${label}` : ''}`).toEqual([]);
}

/** What the page hands back of one axe violation. */
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The page's text at 200%, as a browser's "very large" font size or a reader's own style sheet sets it:
 * the root font size doubles, and with it everything sized in rem (text, padding, gaps) (WCAG 1.4.4).
 */
export async function enlargeText(page: Page) {
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
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

/**
 * Resolves once the page has settled, the condition for reading its layout shift: its fonts loaded,
 * every image not left to load lazily loaded (or failed), and then `quietMs` in which no layout shift was recorded and no
 * element was added or removed (counted over painted frames). Fails if the page is still changing
 * after `limitMs`.
 */
export async function waitForLayoutToSettle(page: Page, { quietMs = 500, limitMs = 10_000 } = {}) {
  await page.evaluate(
    async ({ quietMs, limitMs }) => {
      await document.fonts.ready;
      const pending = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
      await Promise.all(pending.map((img) => new Promise((done) => (img.addEventListener('load', done), img.addEventListener('error', done)))));
      await new Promise<void>((resolve, reject) => {
        const began = performance.now();
        let changed = began;
        const mark = () => (changed = performance.now());
        const mutations = new MutationObserver(mark);
        mutations.observe(document.documentElement, { childList: true, subtree: true });
        const shifts = new PerformanceObserver(mark);
        shifts.observe({ type: 'layout-shift' });
        const frame = (now: number) => {
          const done = now - changed >= quietMs;
          if (done || now - began > limitMs) {
            mutations.disconnect();
            shifts.disconnect();
            if (done) resolve();
            else reject(new Error(`the page kept changing its elements or layout for ${limitMs} ms`));
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
    },
    { quietMs, limitMs },
  );
}

/** Fill each labelled field of `scope` (a form, a dialog), in the order given. */
export async function fillFields(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value);
}

/** `scope` contains each of the texts (one expectation a text, so a failure names the missing one). */
export async function expectTexts(scope: Locator, texts: string[]) {
  for (const text of texts) await expect(scope).toContainText(text);
}
