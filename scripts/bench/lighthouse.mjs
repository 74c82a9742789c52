// One Lighthouse run of a page with Lighthouse's mobile defaults (4x CPU slowdown and slow 4G, simulated
// unless `throttling` is 'devtools': applied to the load itself), reduced to the figures the bench reports.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export function launchChrome() {
  return chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
}

/** A runtime error (NO_NAVSTART, a trace that failed to record) says nothing about the page, and
 * Lighthouse itself asks to run again: such a run is repeated, at most twice. */
export async function measure(chrome, url, log, throttling = 'simulate') {
  let lhr;
  for (let attempt = 0; attempt < 3; attempt++) {
    lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, throttlingMethod: throttling })).lhr;
    if (!lhr.runtimeError) break;
    log(`  ${url}: Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}${attempt < 2 ? ' (running again)' : ''}`);
  }
  const score = (k) => lhr.categories[k]?.score ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    bytes: lhr.audits['total-byte-weight']?.numericValue ?? 0,
  };
}
