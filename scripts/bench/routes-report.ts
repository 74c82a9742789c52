// Part a of `npm run bench`, as figures: each route's median Lighthouse run beside the empty Next
// app's figures (the median of all of its runs, taken in the same benchmark).
import { SLOW_HOST_BENCHMARK_INDEX, verdict, type AuditRun } from './audit-runs';
import { formatDifference, formatKiB, formatMs, formatRatio, median, ratio } from './stats';
import { markdownTable } from './table';

export type RouteRun = AuditRun & {
  tbt: number;
  lcp: number;
  bytes: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
};

export type Baseline = { performance: number; tbt: number; lcp: number; bytes: number };

/** The empty app's figures: the median of each over its runs at speed (all runs when none was). */
export function baselineOf(runs: readonly RouteRun[]): Baseline {
  const { counted } = verdict(runs, 1);
  const atSpeed = counted.filter((r) => r.benchmarkIndex > SLOW_HOST_BENCHMARK_INDEX);
  const pool = atSpeed.length ? atSpeed : counted;
  return {
    performance: median(pool.map((r) => r.performance)),
    tbt: median(pool.map((r) => r.tbt)),
    lcp: median(pool.map((r) => r.lcp)),
    bytes: median(pool.map((r) => r.bytes)),
  };
}

const score = (s: number) => s.toFixed(2);
const runsText = (runs: readonly AuditRun[]) => runs.map((r) => `${score(r.performance)}@${Math.round(r.benchmarkIndex)}`).join(' ');

export function routesTable(routes: readonly string[], runsOf: ReadonlyMap<string, readonly RouteRun[]>, wanted: number, base: Baseline): string {
  const rows = routes.map((route) => {
    const { median: m, counted, setAside } = verdict(runsOf.get(route) ?? [], wanted);
    return [
      route,
      score(m.performance),
      formatRatio(ratio(m.performance, base.performance)),
      formatMs(m.tbt),
      `${formatRatio(ratio(m.tbt, base.tbt))} / ${formatDifference(m.tbt - base.tbt)}`,
      formatMs(m.lcp),
      formatRatio(ratio(m.lcp, base.lcp)),
      formatKiB(m.bytes),
      formatRatio(ratio(m.bytes, base.bytes)),
      `${score(m.accessibility)} / ${score(m.bestPractices)} / ${score(m.seo)}`,
      runsText(counted) + (setAside.length ? ` (set aside: ${runsText(setAside)})` : ''),
    ];
  });
  return markdownTable(
    [
      'route',
      'perf',
      'perf ratio',
      'TBT',
      'TBT ratio / diff',
      'LCP',
      'LCP ratio',
      'transfer',
      'transfer ratio',
      'a11y / best / SEO',
      'runs (perf@benchmarkIndex)',
    ],
    rows,
  );
}

export function baselineLine(runs: readonly RouteRun[], base: Baseline): string {
  const atSpeed = runs.filter((r) => r.benchmarkIndex > SLOW_HOST_BENCHMARK_INDEX).length;
  const over = atSpeed ? `median of the ${atSpeed} runs at speed among ${runs.length}` : `median of ${runs.length} runs, none at speed`;
  return `empty Next 16 app (${over}: ${runsText(runs)}): performance ${score(base.performance)}, TBT ${formatMs(base.tbt)}, LCP ${formatMs(base.lcp)}, transfer ${formatKiB(base.bytes)}`;
}
