// How `npm run bench` schedules its Lighthouse runs and which run it reports for a page.
//
// Lighthouse's mobile preset slows the CPU down 4x, assuming a host in the "high-end desktop" bracket
// (benchmarkIndex 1500-2000, docs/throttling.md). On a shared host the speed swings within minutes
// (benchmarkIndex 523-2300 in one CI run), so two things keep a busy minute from being read as a
// slow page:
// - the runs go round the pages (run 1 of every page, then run 2 ...), so a slow stretch costs each
//   page one run rather than one page all of its runs;
// - a run that Lighthouse measured on a host below its own slow-host line (the benchmarkIndex at or
//   under which it warns that "the tested device appears to have a slower CPU than Lighthouse
//   expects") is set aside and the page measured again, up to as many extra runs as it was due.
//   Nothing is calibrated: every run uses Lighthouse's default settings.
// When a page still lacks enough runs on a host at speed, all of its runs count, slow ones too.

import { at } from '../../lib/must';

/** Lighthouse 12's SLOW_CPU_BENCHMARK_INDEX_THRESHOLD (core/gather/driver/environment.js). */
export const SLOW_HOST_BENCHMARK_INDEX = 1000;

export type AuditRun = { performance: number; benchmarkIndex: number };

export function isSlowHostRun(run: AuditRun): boolean {
  return run.benchmarkIndex <= SLOW_HOST_BENCHMARK_INDEX;
}

/** Whether a page with these runs is measured again: it lacks `wanted` runs at speed and has attempts left. */
export function needsAnotherRun(runs: readonly AuditRun[], wanted: number): boolean {
  const atSpeed = runs.filter((r) => !isSlowHostRun(r)).length;
  return atSpeed < wanted && runs.length < wanted * 2;
}

/** The pages due in the next round, in their order; empty when every page is done. */
export function nextRound<R extends AuditRun>(pages: readonly string[], runs: ReadonlyMap<string, readonly R[]>, wanted: number): string[] {
  return pages.filter((page) => needsAnotherRun(runs.get(page) ?? [], wanted));
}

export type Verdict<R extends AuditRun> = {
  /** The median run by performance (the lower middle one when the count is even). */
  median: R;
  /** The runs the median was taken over, lowest performance first. */
  counted: R[];
  /** Runs left out because the host was below Lighthouse's slow-host line (reported, not hidden). */
  setAside: R[];
};

export function verdict<R extends AuditRun>(runs: readonly R[], wanted: number): Verdict<R> {
  if (runs.length === 0) throw new Error('bench: a page has no Lighthouse runs');
  const atSpeed = runs.filter((r) => !isSlowHostRun(r));
  const pool = atSpeed.length >= wanted ? atSpeed : [...runs];
  const counted = pool.sort((a, b) => a.performance - b.performance);
  return { median: at(counted, Math.floor((counted.length - 1) / 2), 'run'), counted, setAside: runs.filter((r) => !counted.includes(r)) };
}
