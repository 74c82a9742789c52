import { matchesQuery, normalizeQuery } from '@/lib/search/text';

/** A sport chip on the tickets page: a sport that has at least one ticketed event. */
export interface SportChip {
  slug: string;
  name: string;
}

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

export interface TicketFilterable {
  title: string;
  description: string;
  city: string;
  sport: string;
  sportName: string;
}

/**
 * The site's plain-text search (lib/search/text.ts) on title, description, city or sport name,
 * combined with the sport chip (the event's sport slug).
 */
export function filterTicketEvents<T extends TicketFilterable>(events: readonly T[], { query, sport }: { query: string; sport: string }): T[] {
  const q = normalizeQuery(query);
  return events.filter((e) => (sport === ALL_SPORTS || e.sport === sport) && matchesQuery(q, [e.title, e.description, e.city, e.sportName]));
}
