/**
 * Dates compared with the visitor's clock (an event built into a page months ago may be over by
 * the time someone reads it). Pure: the caller passes `now`; pages take it from `useNow`.
 */
export type EventPhase = 'upcoming' | 'live' | 'ended';

/** Before the start: upcoming; from the start until the end: live; from the end on: ended. */
export function eventPhase(startMs: number, endMs: number, now: number): EventPhase {
  if (now < startMs) return 'upcoming';
  if (now < endMs) return 'live';
  return 'ended';
}

/**
 * The instant the site was built (ms since epoch). Pre-rendered HTML shows the state at this
 * instant; the page corrects it with the visitor's clock once it runs. next.config.ts sets it for
 * the whole build; outside a build (unit tests, scripts) it is the time the module was loaded.
 */
export const BUILD_TIME: number = Number(process.env.NEXT_PUBLIC_BUILD_TIME) || Date.now();

/** The instant a calendar date (YYYY-MM-DD) ends in UTC-12, the last time zone to leave it. */
export function endOfDayAnywhere(date: string): number {
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d + 1, 12);
}

/** The instant a calendar date (YYYY-MM-DD) begins in UTC+14, the first time zone to reach it. */
export function startOfDayAnywhere(date: string): number {
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) - 14 * 3_600_000;
}
