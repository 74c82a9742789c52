/*
 * A sport's summary figures counted from records (the other two, prize pool and viewership, are what
 * the league reports from outside the records: `stats` in the sport's file).
 */

/** Its athletes: the records of data/athletes.json that play it. */
export function countAthletesOf(slug: string, athletes: readonly { sport: string }[]): number {
  return athletes.filter((a) => a.sport === slug).length;
}

/**
 * Its upcoming events: how many of the items of its Upcoming Events list (`upcomingItems`: ticketed
 * events, contests and the other dates its file names), given when each is over, are not over at `now`.
 */
export function countNotOver(ends: readonly number[], now: number): number {
  return ends.filter((end) => end > now).length;
}
