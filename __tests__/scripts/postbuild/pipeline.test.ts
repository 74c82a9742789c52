import { planSteps, STEPS } from '@/scripts/postbuild/pipeline';

describe('the post-build pipeline', () => {
  it('runs flight-text, compile-hints, the search index, the main pictures, csp-hashes (after every rewrite of the pages), then the service worker', () => {
    expect(STEPS.map((s) => s.name)).toEqual(['flight-text', 'compile-hints', 'search-index', 'inline-pictures', 'csp-hashes', 'service-worker']);
  });

  it('runs every step when nothing is skipped', () => {
    expect(planSteps(STEPS, undefined).map((p) => p.skip)).toEqual([false, false, false, false, false, false]);
    expect(planSteps(STEPS, '').map((p) => p.skip)).toEqual([false, false, false, false, false, false]);
  });

  it('skips the steps POSTBUILD_SKIP names and keeps the order of the rest', () => {
    const plan = planSteps(STEPS, 'compile-hints');
    expect(plan.map((p) => p.step.name)).toEqual(['flight-text', 'compile-hints', 'search-index', 'inline-pictures', 'csp-hashes', 'service-worker']);
    expect(plan.filter((p) => p.skip).map((p) => p.step.name)).toEqual(['compile-hints']);
    expect(
      planSteps(STEPS, ' service-worker , flight-text ')
        .filter((p) => p.skip)
        .map((p) => p.step.name),
    ).toEqual(['flight-text', 'service-worker']);
  });

  it('refuses a name that is no step, listing the steps, so a typo cannot quietly skip nothing', () => {
    expect(() => planSteps(STEPS, 'compile-hint')).toThrow(
      /POSTBUILD_SKIP names no step compile-hint \(steps: flight-text, compile-hints, search-index, inline-pictures, csp-hashes, service-worker\)/,
    );
  });
});
