import { planSteps, STEPS } from '@/scripts/postbuild/pipeline';

describe('the post-build pipeline', () => {
  it('runs flight-text, content-first, compile-hints, then the service worker', () => {
    expect(STEPS.map((s) => s.name)).toEqual(['flight-text', 'content-first', 'compile-hints', 'service-worker']);
  });

  it('runs every step when nothing is skipped', () => {
    expect(planSteps(STEPS, undefined).map((p) => p.skip)).toEqual([false, false, false, false]);
    expect(planSteps(STEPS, '').map((p) => p.skip)).toEqual([false, false, false, false]);
  });

  it('skips the steps POSTBUILD_SKIP names and keeps the order of the rest', () => {
    const plan = planSteps(STEPS, 'content-first');
    expect(plan.map((p) => p.step.name)).toEqual(['flight-text', 'content-first', 'compile-hints', 'service-worker']);
    expect(plan.filter((p) => p.skip).map((p) => p.step.name)).toEqual(['content-first']);
    expect(planSteps(STEPS, ' service-worker , flight-text ').filter((p) => p.skip).map((p) => p.step.name)).toEqual(['flight-text', 'service-worker']);
  });

  it('refuses a name that is no step, listing the steps, so a typo cannot quietly skip nothing', () => {
    expect(() => planSteps(STEPS, 'content-frist')).toThrow(/POSTBUILD_SKIP names no step content-frist \(steps: flight-text, content-first, compile-hints, service-worker\)/);
  });
});
