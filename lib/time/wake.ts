/**
 * Browsers run a timer set for more than 2^31-1 ms (about 24.8 days) at once, so a wait for a far
 * deadline is made in steps of at most this long.
 */
export const MAX_TIMER_MS = 2_147_483_647;

/**
 * How long to wait (ms) before looking at the clock again for `deadlineMs`: null once it has been
 * reached, otherwise the time left, capped at MAX_TIMER_MS (the caller waits again if still early).
 */
export function delayUntil(deadlineMs: number, now: number): number | null {
  const left = deadlineMs - now;
  if (left <= 0) return null;
  return Math.min(left, MAX_TIMER_MS);
}
