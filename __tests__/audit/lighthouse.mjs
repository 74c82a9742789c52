// npm run audit: Lighthouse (mobile emulation, simulated throttling) against the built export in out/.
// Prints the four category scores and the transfer size per route; exits 1 below the budgets.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.AUDIT_PORT || 3200);
const ROUTES = (process.env.AUDIT_ROUTES || '/,/sports/soccer/,/buy-tickets/,/purchase-uniforms/,/join/,/live-contest/').split(',');
const BUDGET = { performance: Number(process.env.AUDIT_MIN_PERFORMANCE || 0.95), accessibility: 1, 'best-practices': 1, seo: 1 };
const RUNS = Number(process.env.AUDIT_RUNS || 1);

if (!fs.existsSync(path.join('out', 'index.html'))) {
  console.error('audit: out/index.html is missing; run `npm run build` first.');
  process.exit(1);
}

const chromePath = process.env.CHROME_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

spawnSync('node', ['scripts/serve-config.mjs'], { stdio: 'inherit' });
const server = spawn('npx', ['serve', '-c', '.tmp/serve.json', '-l', String(PORT), '--no-port-switching'], { stdio: 'ignore' });
const stop = () => server.kill();
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`http://localhost:${PORT}/`);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('audit: the static server did not start');
}

await waitForServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
});

const rows = [];
let failed = false;
try {
  for (const route of ROUTES) {
    let best = null;
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`http://localhost:${PORT}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(BUDGET) });
      const lhr = result.lhr;
      const scores = Object.fromEntries(Object.keys(BUDGET).map((k) => [k, lhr.categories[k]?.score ?? 0]));
      const bytes = lhr.audits['total-byte-weight']?.numericValue ?? 0;
      const failedAudits = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      if (run === 0 && route === ROUTES[0]) console.log(`benchmarkIndex ${lhr.environment.benchmarkIndex}`);
      if (!best || scores.performance > best.scores.performance) best = { scores, bytes, failedAudits, lcp: lhr.audits['largest-contentful-paint']?.displayValue, tbt: lhr.audits['total-blocking-time']?.displayValue };
    }
    const ok = Object.entries(BUDGET).every(([k, min]) => best.scores[k] >= min);
    if (!ok) failed = true;
    rows.push({ route, ...best, ok });
  }
} finally {
  await chrome.kill();
  stop();
}

const pad = (s, n) => String(s).padEnd(n);
console.log(`\n${pad('route', 28)}${pad('perf', 7)}${pad('a11y', 7)}${pad('best', 7)}${pad('seo', 7)}${pad('transfer', 11)}${pad('LCP', 9)}TBT`);
for (const r of rows) {
  const s = r.scores;
  console.log(
    `${pad(r.route, 28)}${pad(s.performance.toFixed(2), 7)}${pad(s.accessibility.toFixed(2), 7)}${pad(s['best-practices'].toFixed(2), 7)}${pad(s.seo.toFixed(2), 7)}${pad(`${(r.bytes / 1024).toFixed(0)} KiB`, 11)}${pad(r.lcp ?? '', 9)}${r.tbt ?? ''}${r.ok ? '' : `  FAIL (${r.failedAudits.join(', ')})`}`,
  );
}
console.log(`\nbudgets: performance >= ${BUDGET.performance}, accessibility, best-practices and SEO = 1.0`);
process.exit(failed ? 1 : 0);
