/**
 * What the build warns an editor of without failing: content that ages without an edit (a featured
 * event that has ended) must not turn the build red by itself, but the editor should hear of it.
 * Pure: the build's first step (scripts/check-data.ts) passes the records and its BUILD_TIME.
 */
import { eventPhase } from '@/lib/time/phase';

/** A featured event as the check reads it: its id, instants and the venue's time zone. */
export interface FeaturedEvent {
  id: number;
  startMs: number;
  endMs: number;
  timeZone: string;
}

/** The calendar date (YYYY-MM-DD) of an instant at the venue. */
function localDate(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/**
 * A warning for each home page featured event (`featuredEvents` of data/site.json, in its order) that
 * has ended by `now`; the home page would show it as Ended:
 * `data/site.json: featuredEvents.0 names event 7, which ended on 2026-10-03; pick an upcoming one`.
 */
export function endedFeaturedEventWarnings(label: string, featured: readonly FeaturedEvent[], now: number): string[] {
  return featured.flatMap((e, i) =>
    eventPhase(e.startMs, e.endMs, now) === 'ended'
      ? [`${label}: featuredEvents.${i} names event ${e.id}, which ended on ${localDate(e.endMs, e.timeZone)}; pick an upcoming one`]
      : [],
  );
}
