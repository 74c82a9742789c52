import { PAGE_SIZE, pageHref, pageOfIndex } from '@/lib/paging/paging';

/** The order of the teams list: by sport in the sports' order, each sport's teams as given. Pure. */

/** `teams` grouped by sport in `sportOrder` (slugs); a sport not in it goes last, the teams of one sport keep their order. */
export function bySportOrder<T extends { sport: string }>(teams: readonly T[], sportOrder: readonly string[]): T[] {
  const rank = new Map(sportOrder.map((slug, i) => [slug, i]));
  const place = (t: T) => rank.get(t.sport) ?? sportOrder.length;
  // Array.prototype.sort is stable: teams of one sport stay in the file's order.
  return [...teams].sort((a, b) => place(a) - place(b));
}

/** One page of the teams list cut into runs of one sport, each with whether it began on the page before. */
export function sportGroups<T extends { sport: string }>(
  teams: readonly T[],
  before?: { sport: string } | null,
): { sport: string; continued: boolean; teams: T[] }[] {
  const groups: { sport: string; continued: boolean; teams: T[] }[] = [];
  for (const t of teams) {
    const last = groups.at(-1);
    if (last && last.sport === t.sport) last.teams.push(t);
    else groups.push({ sport: t.sport, continued: groups.length === 0 && before?.sport === t.sport, teams: [t] });
  }
  return groups;
}

/**
 * Where a sport's teams start in the teams list (`/teams/page/3/#teams-soccer`): the page of its first
 * team in the list's order, at its heading; the list itself when the sport has none.
 */
export function sportTeamsHref(ordered: readonly { sport: string }[], sport: string): string {
  const at = ordered.findIndex((t) => t.sport === sport);
  if (at < 0) return '/teams/';
  return `${pageHref('/teams/', pageOfIndex(at, PAGE_SIZE['/teams/']))}#teams-${sport}`;
}
