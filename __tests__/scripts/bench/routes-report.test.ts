import { baselineLine, baselineOf, routesTable, type RouteRun } from '@/scripts/bench/routes-report';
import { at } from '@/lib/must';

const run = (performance: number, over: Partial<RouteRun> = {}): RouteRun => ({
  performance,
  benchmarkIndex: 1500,
  tbt: 0,
  lcp: 1000,
  bytes: 100 * 1024,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  ...over,
});

describe('routes beside the empty Next app', () => {
  it("takes the empty app's figures as medians over its runs at speed", () => {
    const runs = [
      run(1, { tbt: 10, lcp: 900 }),
      run(0.98, { tbt: 30, lcp: 1100 }),
      run(0.99, { tbt: 20, lcp: 1000 }),
      run(0.5, { benchmarkIndex: 600, tbt: 900, lcp: 5000 }),
    ];
    expect(baselineOf(runs)).toEqual({ performance: 0.99, tbt: 20, lcp: 1000, bytes: 100 * 1024 });
  });

  it('falls back to every run when none was at speed', () => {
    expect(baselineOf([run(0.8, { benchmarkIndex: 700, tbt: 50 })]).tbt).toBe(50);
  });

  it('gives each route its ratios to the empty app, and a difference where the empty app blocked for 0 ms', () => {
    const runsOf = new Map([['/join/', [run(0.9, { tbt: 120, lcp: 2000, bytes: 250 * 1024, seo: 0.9 })]]]);
    const table = routesTable(['/join/'], runsOf, 1, { performance: 1, tbt: 0, lcp: 1000, bytes: 100 * 1024 });
    const row = at(table.split('\n'), 2, 'row')
      .split('|')
      .map((c) => c.trim());
    expect(row.slice(1, 12)).toEqual([
      '/join/',
      '0.90',
      '0.90x',
      '120 ms',
      'n/a / +120 ms',
      '2000 ms',
      '2.00x',
      '250 KiB',
      '2.50x',
      '1.00 / 1.00 / 0.90',
      '0.90@1500',
    ]);
  });

  it('lists the runs set aside on a slow host beside the counted ones', () => {
    const runsOf = new Map([['/', [run(0.6, { benchmarkIndex: 800 }), run(0.97)]]]);
    expect(routesTable(['/'], runsOf, 1, { performance: 1, tbt: 10, lcp: 1000, bytes: 1024 })).toContain('0.97@1500 (set aside: 0.60@800)');
  });
});

describe("the empty app's line", () => {
  it('says how many of its runs the median was taken over', () => {
    const runs = [run(1, { tbt: 10 }), run(0.5, { benchmarkIndex: 600, tbt: 900 })];
    expect(baselineLine(runs, baselineOf(runs))).toMatch(
      /^empty Next 16 app \(median of the 1 runs at speed among 2: 1\.00@1500 0\.50@600\): performance 1\.00, TBT 10 ms/,
    );
    const slow = [run(0.5, { benchmarkIndex: 600 })];
    expect(baselineLine(slow, baselineOf(slow))).toContain('median of 1 runs, none at speed');
  });
});
