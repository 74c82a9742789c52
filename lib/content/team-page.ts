import 'server-only';
import type { Team } from '@/lib/teams/schema';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import type { AthleteView } from '@/lib/athletes/view';
import { rosterCaptainFirst, teamCards, type TeamCardView } from '@/lib/teams/roster';
import { bySportOrder } from '@/lib/teams/index-order';
import { BUILD_TIME } from '@/lib/time/phase';
import { athleteViewById } from './athlete-pages';
import { athleteNames } from './athletes';
import { getSport, getSportLinks } from './sports';
import { getSportTicketEvents } from './tickets';
import { getTeams } from './teams';
import { derivedContent } from './read';

/** What a team's page shows: the record, its sport, its athletes as pages show them and the sport's upcoming ticketed events. */
export interface TeamPageData {
  team: Team;
  sport: { slug: string; name: string };
  /** The roster, captain first. */
  roster: AthleteView[];
  /** Its sport's ticketed events (data/tickets.json) not over when the site was built, soonest first. */
  events: TicketEvent[];
}

/** Every team's id, in the file's order: one page each. */
export function getTeamIds(): string[] {
  return getTeams().map((t) => t.id);
}

export function getTeamPageData(id: string): TeamPageData | undefined {
  const team = getTeams().find((t) => t.id === id);
  if (!team) return undefined;
  const sport = getSport(team.sport)!;
  const athletes = athleteViewById();
  const roster = rosterCaptainFirst(team).map((a) => athletes.get(a)!);
  const events = getSportTicketEvents(team.sport).filter((e) => e.endMs > BUILD_TIME);
  return { team, sport: { slug: sport.slug, name: sport.name }, roster, events };
}

/** A team on /teams/: its card, and its sport (the list is headed by sport). */
export type TeamIndexEntry = TeamCardView<Team> & { sportName: string };

/** Every team for /teams/: grouped by sport in the sports' order, each sport's teams in the file's order. */
export function getTeamIndex(): TeamIndexEntry[] {
  // Worked out once per read of the files: the list's pages and every sport page's "Every team" link read it.
  return derivedContent('teamIndex', () => {
    const sports = getSportLinks();
    const names = new Map(sports.map((s) => [s.slug, s.name]));
    return bySportOrder(
      teamCards(getTeams(), athleteNames()),
      sports.map((s) => s.slug),
    ).map((t) => ({ ...t, sportName: names.get(t.sport) ?? t.sport }));
  });
}
