import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM_FLAGS, testChromiumPath } from './scripts/chromium';
import { testPort } from './scripts/lib/test-ports.mjs';

const port = testPort('e2e');
const launchOptions = { executablePath: testChromiumPath(), args: TEST_CHROMIUM_FLAGS };

export default defineConfig({
  testDir: './__tests__/e2e',
  // The specs read content with lib/content (server-only): this tsconfig maps that marker to an empty module.
  tsconfig: './tsconfig.playwright.json',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.PW_WORKERS ? Number(process.env.PW_WORKERS) : 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Tracing records every action of every test to keep the failures' traces; on CI that costs
    // more than it gives (the failure's message and error context are printed either way).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    serviceWorkers: 'block',
    // One browser context per worker, reset between tests (Playwright's `reuseContext`): cookies,
    // cache, local and session storage, IndexedDB and service workers of the visited origins are
    // cleared, extra tabs closed, routes, bindings, init scripts and the clock removed, the viewport
    // and media reset. A fresh context per test cost about 0.4 s of CPU before its first page (a new
    // renderer process and its setup), 424 times a run on two cores. What the reset leaves (the
    // connection set offline, granted permissions, Cache Storage of a test that allowed service
    // workers) the `context` fixture resets itself (__tests__/e2e/fixtures.ts). A test that changes
    // another context option (JavaScript off, a locale, service workers allowed) gets a fresh context.
    reuseContext: true,
  },
  projects: [
    // Every spec runs on the desktop viewport (but the phone's one-page-of-each-kind scan: desktop scans every route).
    { name: 'desktop', testIgnore: '**/routes-mobile.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions } },
    // The phone runs the tests tagged @phone, those that depend on the viewport or on touch: the
    // frame's menus and bottom bar, the home carousel and hero, the purchase and search dialogs'
    // layout, link warming on touch, and an axe scan of one page of every kind. Every other test is
    // the same code at another width, already run on desktop; running it again on the phone took a
    // sixth of the suite's time.
    { name: 'mobile', grep: /@phone/, use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: {
    // Served with the production headers of public/_headers (CSP included), uncompressed: on
    // localhost gzip saves no time, and compressing every page and script for every fresh context
    // cost the server about 15 ms of CPU per page load, taken from the two cores the browsers need.
    command: `node scripts/serve-config.mjs && npx serve -c .tmp/serve.json -l ${port} --no-port-switching --no-compression`,
    url: `http://localhost:${port}/`,
    // Never test a server this run did not start (npm test checks the port is free first).
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
