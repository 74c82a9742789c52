/** A sport chip on the tickets page: a sport that has at least one ticketed event. */
export interface SportChip {
  slug: string;
  name: string;
}

/** The longest search the tickets list keeps (in its ?q=): longer text is cut, not refused. */
export const TICKET_QUERY_MAX = 200;

/** No sport chosen: every event. */
export const ALL_SPORTS = '';

/** Lower case, "&" read as "and", runs of spaces collapsed: "Track & Field" ~ "track and field". */
export function normalizeSport(text: string): string {
  return text.toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ').trim();
}

/**
 * The chips: every sport (in the order given, the sports' own order) that has a ticketed event.
 * Worked out from data/tickets.json, so a chip never opens an empty list.
 */
export function ticketSportChips(sports: readonly SportChip[], events: readonly { sport: string }[]): SportChip[] {
  const used = new Set(events.map((e) => e.sport));
  return sports.filter((s) => used.has(s.slug)).map(({ slug, name }) => ({ slug, name }));
}

/**
 * The sport a `?sport=` value selects: a chip's slug, matched by slug or by name ("soccer",
 * "Track and Field" and "track-field" all work, so older links keep working); anything else is
 * All Sports.
 */
export function sportFromParam(param: string | null | undefined, chips: readonly SportChip[]): string {
  const value = normalizeSport((param ?? '').slice(0, 100));
  if (!value) return ALL_SPORTS;
  return chips.find((c) => c.slug === value || normalizeSport(c.name) === value)?.slug ?? ALL_SPORTS;
}

/**
 * The tickets list's order, for its pages: the events not over at `now` (the build) first, soonest
 * first, then those over, soonest first (as the page lists them under "Past events").
 */
export function ticketListOrder<T extends { id: number; startMs: number; endMs: number }>(events: readonly T[], now: number): T[] {
  const byStart = [...events].sort((a, b) => a.startMs - b.startMs || a.id - b.id);
  return [...byStart.filter((e) => e.endMs > now), ...byStart.filter((e) => e.endMs <= now)];
}
