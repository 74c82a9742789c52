/**
 * Her ticketed events not over at `now`: those whose `athletes` list holds her id, soonest first.
 * Pages pass the build time (the pre-rendered list) and mark what ends later with the visitor's clock.
 */
export function upcomingEventsOf<E extends { athletes: readonly string[]; startMs: number; endMs: number }>(
  events: readonly E[],
  athleteId: string,
  now: number,
): E[] {
  return events.filter((e) => e.athletes.includes(athleteId) && e.endMs > now).sort((a, b) => a.startMs - b.startMs);
}
