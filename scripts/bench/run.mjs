// npm run bench: benchmarks of the built export in out/ that never gate `npm test` (their figures
// depend on the host's speed). Three parts, printed and written to bench-results/latest.md:
//   routes        Lighthouse on every page beside an empty Next 16 app served the same way
//   interactions  Event Timing duration of thirteen interactions at 4x CPU
//   hydration     first contentful paint to hydrated on the key pages
// Knobs: BENCH_RUNS (Lighthouse runs per route, 1), BENCH_ROUTES (e.g. "/,/join/"; every page),
// BENCH_PARTS (e.g. "interactions,hydration"; all three), BENCH_PORT (first of two ports, 3600),
// BENCH_THROTTLING (simulate, Lighthouse's default; or devtools: the slowdown applied to the load).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nextRound, SLOW_HOST_BENCHMARK_INDEX } from './audit-runs.ts';
import { hydrationTable, measureHydration } from './hydration.ts';
import { interactionsTable, measureInteractions, TARGET_MS } from './interactions.ts';
import { launchChrome, measure } from './lighthouse.mjs';
import { baselineLine, baselineOf, routesTable } from './routes-report.ts';
import { alternate, EMPTY_APP, pageRoutes, selectRoutes } from './schedule.ts';
import { serveExport } from './server.ts';
import { buildEmptyApp } from '../lib/empty-next-app.mjs';
import { exportedHtmlFiles, routeOf } from '../postbuild/export-files.ts';

const OUT = path.resolve('out');
const RUNS = Number(process.env.BENCH_RUNS || 1);
const PARTS = (process.env.BENCH_PARTS || 'routes,interactions,hydration').split(',').map((p) => p.trim());
const PORT = Number(process.env.BENCH_PORT || 3600);
const RESULTS = path.resolve('bench-results/latest.md');
const THROTTLING = process.env.BENCH_THROTTLING || 'simulate';
const THROTTLING_TEXT = {
  simulate: 'simulated 4x CPU slowdown, slow 4G',
  devtools: 'devtools throttling: 4x CPU slowdown and slow 4G applied to the load',
}[THROTTLING];

if (!THROTTLING_TEXT) {
  console.error(`bench: unknown BENCH_THROTTLING ${THROTTLING} (simulate, devtools)`);
  process.exit(1);
}
if (!fs.existsSync(path.join(OUT, 'index.html'))) {
  console.error('bench: out/index.html is missing; run `npm run build` first.');
  process.exit(1);
}
const unknown = PARTS.filter((p) => !['routes', 'interactions', 'hydration'].includes(p));
if (unknown.length) {
  console.error(`bench: unknown BENCH_PARTS ${unknown.join(', ')} (routes, interactions, hydration)`);
  process.exit(1);
}

const report = [
  `# npm run bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `host: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at the start`,
];
const log = (line) => console.log(line);
const save = () => {
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, `${report.join('\n')}\n`);
};
const section = (lines) => {
  report.push('', ...lines);
  console.log(`\n${lines.join('\n')}`);
  save();
};

const site = await serveExport(OUT, PORT, 'site');
try {
  if (PARTS.includes('routes')) {
    const all = pageRoutes(
      exportedHtmlFiles(OUT)
        .filter((f) => path.basename(f) === 'index.html')
        .map((f) => routeOf(OUT, f)),
    );
    const routes = selectRoutes(all, process.env.BENCH_ROUTES);
    log(`routes: building the empty Next 16 app in .tmp/empty-next ...`);
    const empty = await serveExport(buildEmptyApp(), PORT + 1, 'empty');
    const chrome = await launchChrome();
    const runsOf = new Map(routes.map((r) => [r, []]));
    const emptyRuns = [];
    const started = Date.now();
    try {
      log(`routes: ${routes.length} pages, ${RUNS} run(s) each, each followed by an empty-app run (Lighthouse mobile: ${THROTTLING_TEXT})`);
      for (let round = 1, due = nextRound(routes, runsOf, RUNS); due.length; round++, due = nextRound(routes, runsOf, RUNS)) {
        for (const target of alternate(due)) {
          const isEmpty = target === EMPTY_APP;
          const run = await measure(chrome, isEmpty ? `${empty.url}/` : `${site.url}${target}`, log, THROTTLING);
          (isEmpty ? emptyRuns : runsOf.get(target)).push(run);
          log(
            `  round ${round} ${target}: performance ${run.performance.toFixed(2)}, TBT ${Math.round(run.tbt)} ms, LCP ${Math.round(run.lcp)} ms, benchmarkIndex ${Math.round(run.benchmarkIndex)}${run.benchmarkIndex <= SLOW_HOST_BENCHMARK_INDEX ? ' (slow host: set aside)' : ''}`,
          );
        }
      }
    } finally {
      await chrome.kill();
      empty.stop();
    }
    const all_ = [...emptyRuns, ...[...runsOf.values()].flat()].map((r) => r.benchmarkIndex);
    const base = baselineOf(emptyRuns);
    section([
      '## Routes (Lighthouse)',
      '',
      `Lighthouse 12 mobile (${THROTTLING_TEXT}); ${RUNS} run(s) per route, median shown; each route run followed by a run of an empty Next 16 app built and served the same way. Ratios are route / empty app. benchmarkIndex ${Math.round(Math.min(...all_))}-${Math.round(Math.max(...all_))}; runs at or below ${SLOW_HOST_BENCHMARK_INDEX} are set aside and measured again (up to twice the runs due). ${Math.round((Date.now() - started) / 60000)} min.`,
      '',
      baselineLine(emptyRuns, base),
      '',
      routesTable(routes, runsOf, RUNS, base),
    ]);
  }

  // The two parts measured in Playwright's Chromium: a line said on starting, then a section of
  // heading, what was measured, and the table of the figures.
  const browserPart = async ({ start, measure, heading, about, table }) => {
    log(start);
    const results = await measure(site.url, log);
    section([heading, '', about, '', table(results)]);
  };

  if (PARTS.includes('interactions')) {
    await browserPart({
      start: 'interactions: 5 fresh page loads each, 4x CPU (Emulation.setCPUThrottlingRate), PayPal blocked ...',
      measure: measureInteractions,
      heading: '## Interactions (Event Timing)',
      about: `Longest Event Timing entry of the interaction (input to the next paint after its handlers), Chromium at 4x CPU slowdown, no network throttling, median of 5 fresh page loads, each after the page marked itself hydrated. Target ${TARGET_MS} ms.`,
      table: interactionsTable,
    });
  }

  if (PARTS.includes('hydration')) {
    await browserPart({
      start: 'hydration: 5 fresh loads of each key page, 4x CPU ...',
      measure: measureHydration,
      heading: '## Hydration window',
      about:
        'First contentful paint to the page marking itself hydrated (it reacts to input from then on; a tap before it is lost), Chromium at 4x CPU slowdown, no network throttling (served from localhost), median of 5 fresh loads.',
      table: hydrationTable,
    });
  }
} finally {
  site.stop();
}
console.log(`\nwritten to ${path.relative(process.cwd(), RESULTS)}`);
