import { isSlowHostRun, nextRound, SLOW_HOST_BENCHMARK_INDEX, verdict, type AuditRun } from '@/scripts/bench/audit-runs';

const run = (performance: number, benchmarkIndex = 1800): AuditRun => ({ performance, benchmarkIndex });

/** Plays the audit's loop against a list of runs the "host" hands out in turn; returns the pages in the order measured. */
function play(pages: string[], wanted: number, host: AuditRun[]) {
  const runs = new Map<string, AuditRun[]>(pages.map((p) => [p, []]));
  const order: string[] = [];
  for (let due = nextRound(pages, runs, wanted); due.length; due = nextRound(pages, runs, wanted)) {
    for (const page of due) {
      const next = host.shift();
      if (!next) throw new Error('the host ran out of runs');
      runs.get(page)!.push(next);
      order.push(page);
    }
  }
  return { runs, order };
}

describe('audit runs: scheduling and the reported run', () => {
  it("draws Lighthouse's slow-host line where Lighthouse does", () => {
    expect(SLOW_HOST_BENCHMARK_INDEX).toBe(1000);
    expect(isSlowHostRun(run(1, 1000))).toBe(true);
    expect(isSlowHostRun(run(1, 1001))).toBe(false);
  });

  it('goes round the pages, one run each per round', () => {
    const host = Array.from({ length: 6 }, () => run(0.99));
    expect(play(['/', '/join/'], 3, host).order).toEqual(['/', '/join/', '/', '/join/', '/', '/join/']);
  });

  it('a slow stretch costs each page one run, not one page all of them', () => {
    // Round 2 falls in a slow stretch: both pages get one slow run each, and one more run at speed.
    const host = [run(0.99), run(0.98), run(0.7, 600), run(0.72, 550), run(0.99), run(0.97), run(0.98), run(0.99), run(1), run(0.99)];
    const { runs, order } = play(['/', '/join/'], 3, host);
    expect(order).toEqual(['/', '/join/', '/', '/join/', '/', '/join/', '/', '/join/']);
    const home = verdict(runs.get('/')!, 3);
    expect(home.setAside).toEqual([run(0.7, 600)]);
    expect(home.counted.map((r) => r.performance)).toEqual([0.98, 0.99, 0.99]);
    expect(home.median.performance).toBe(0.99);
  });

  it('stops measuring a page again after twice the runs it was due, and then counts the slow runs too', () => {
    const host = Array.from({ length: 6 }, (_, i) => run(0.8 + i * 0.01, i === 0 ? 1500 : 700));
    const { runs } = play(['/live-contest/'], 3, host);
    expect(runs.get('/live-contest/')).toHaveLength(6);
    const v = verdict(runs.get('/live-contest/')!, 3);
    expect(v.setAside).toEqual([]);
    expect(v.counted).toHaveLength(6);
    // The lower middle of six runs: never flattering.
    expect(v.median.performance).toBeCloseTo(0.82);
  });

  it('reports the median by performance, whatever order the runs came in', () => {
    expect(verdict([run(0.97), run(0.75), run(1), run(0.9), run(0.99)], 5).median.performance).toBe(0.97);
  });

  it('a page without runs is an error, not a pass', () => {
    expect(() => verdict([], 5)).toThrow('no Lighthouse runs');
  });
});
