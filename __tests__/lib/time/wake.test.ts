import { delayUntil, MAX_TIMER_MS } from '@/lib/time/wake';

describe('delayUntil', () => {
  const deadline = Date.UTC(2027, 0, 15, 10);

  it('is the time left before the deadline', () => {
    expect(delayUntil(deadline, deadline - 90_000)).toBe(90_000);
    expect(delayUntil(deadline, deadline - 1)).toBe(1);
  });

  it('is null from the deadline on', () => {
    expect(delayUntil(deadline, deadline)).toBeNull();
    expect(delayUntil(deadline, deadline + 1)).toBeNull();
  });

  it('never asks for a timer longer than a browser keeps (a far deadline is waited for in steps)', () => {
    const farAway = deadline - 90 * 86_400_000;
    const step = delayUntil(deadline, farAway)!;
    expect(step).toBe(MAX_TIMER_MS);
    // Waiting again after each step reaches the deadline exactly.
    let now = farAway;
    for (let wait = delayUntil(deadline, now); wait !== null; wait = delayUntil(deadline, now)) now += wait;
    expect(now).toBe(deadline);
  });
});
