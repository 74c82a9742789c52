import { TICKET_SPORT_CHIPS } from '@/lib/constants';

export const ALL_SPORTS = TICKET_SPORT_CHIPS[0];

/** Lower case, "&" read as "and", runs of spaces collapsed: "Track & Field" ~ "track and field". */
export function normalizeSport(text: string): string {
  return text.toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ').trim();
}

/**
 * The sport a `?sport=` value selects: the matching chip ("Track and Field" -> "Track & Field"),
 * any other non-empty name as given (it filters like a chip), or All Sports.
 */
export function sportFromParam(param: string | null | undefined): string {
  const value = (param ?? '').trim().slice(0, 100);
  if (!value) return ALL_SPORTS;
  const wanted = normalizeSport(value);
  return TICKET_SPORT_CHIPS.find((chip) => normalizeSport(chip) === wanted) ?? value;
}

export interface TicketFilterable {
  title: string;
  description: string;
  city: string;
  sport: string;
}

/**
 * Spec §5: the search matches title, description or city (case-insensitive, plain text: no pattern
 * syntax), combined with the sport chip (case-insensitive substring of the event's sport).
 */
export function filterTicketEvents<T extends TicketFilterable>(events: readonly T[], { query, sport }: { query: string; sport: string }): T[] {
  const q = query.trim().toLowerCase();
  const s = sport === ALL_SPORTS ? '' : normalizeSport(sport);
  return events.filter((e) => {
    const matchesQuery = !q || e.title.toLowerCase().includes(q) || e.description.toLowerCase().includes(q) || e.city.toLowerCase().includes(q);
    const matchesSport = !s || normalizeSport(e.sport).includes(s);
    return matchesQuery && matchesSport;
  });
}
