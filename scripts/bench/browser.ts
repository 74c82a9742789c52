// The browser of the interaction and hydration benchmarks: the Chromium and flags of
// scripts/chromium.ts, service workers blocked, PayPal blocked (nothing waits on a network it
// cannot reach), and the CPU slowed down 4x through the DevTools protocol.
import { chromium, devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium';

export const CPU_SLOWDOWN = 4;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

/** A fresh context (no stored state) and page at 4x CPU; `init` runs in the page before its scripts. */
export async function slowPage(browser: Browser, init: () => void): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, serviceWorkers: 'block' });
  await context.route(/paypal(objects)?\.com/, (route) => route.abort());
  const page = await context.newPage();
  await page.addInitScript(init);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** The marker every page sets once it reacts to input (the e2e fixtures wait for it too). */
export async function waitForHydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
}
