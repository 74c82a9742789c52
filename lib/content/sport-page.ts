import 'server-only';
import type { Sport } from '@/lib/schemas/sport';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import type { Contest } from '@/lib/schemas/contest';
import type { UpcomingEvent } from '@/lib/schemas/sport-tabs';
import { getSport } from './sports';
import { getSportTicketEvents } from './tickets';
import { getContestsContent } from './contests';
import { getWatchHighlightsHref } from './articles';
import { athleteViewById, getAthletesById } from './athlete-pages';
import { tabAthletes } from '@/lib/sports/tab-athletes';
import { getMentions } from './mentions';
import type { Named } from '@/lib/athletes/mentions';
import { athleteIndex, athleteNames, type AthleteView } from './athletes';
import { derivedContent } from './read';
import { countAthletesOf } from '@/lib/sports/figures';
import type { Team } from '@/lib/teams/schema';
import { teamCards, type TeamCardView } from '@/lib/teams/roster';
import { getSportTeams } from './teams';
import { getTeamIndex } from './team-page';
import { sportTeamsHref } from '@/lib/teams/index-order';

/** What a sport page shows: the sport's file plus the records of other files that belong to it. */
export interface SportPageData {
  sport: Sport;
  /** Its ticketed events (data/tickets.json), soonest first. */
  events: TicketEvent[];
  /** Its contests (data/contests.json). */
  contests: Contest[];
  /** The other league dates its overview names. */
  dates: UpcomingEvent[];
  /** The athletes its athletes tab lists (lib/sports/tab-athletes.ts). */
  athletes: AthleteView[];
  /** Its teams (data/teams.json), in the file's order, each with its captain's name. */
  teams: TeamCardView<Team>[];
  /** Where every team of the sport is: its part of /teams/. */
  teamsHref: string;
  /** How many athletes of data/athletes.json play it (its Athletes figure). */
  athleteCount: number;
  /** The athletes and teams its highlights name in full: each mention links to her or its page. */
  named: Named[];
  /** Watch Highlights: the sport's news, or null when it has nothing to watch or read (no button then). */
  highlightsHref: string | null;
}

/**
 * Refuse a date in a sport's overview that copies a ticketed event or a contest of the sport (one
 * record per fact: list it in its own file only).
 */
export function assertNoCopies(slug: string, dates: readonly UpcomingEvent[], events: readonly TicketEvent[], contests: readonly Contest[]): void {
  dates.forEach((d, i) => {
    const field = `data/sports/${slug}.json: tabs.overview.upcomingEvents.${i}.name`;
    const event = events.find((e) => e.title === d.name);
    if (event) throw new Error(`${field}: "${d.name}" is ticketed event ${event.id} of data/tickets.json; list it there only`);
    const contest = contests.find((c) => c.title === d.name);
    if (contest) throw new Error(`${field}: "${d.name}" is contest ${contest.id} of data/contests.json; list it there only`);
  });
}

export function getSportPageData(slug: string): SportPageData | undefined {
  const sport = getSport(slug);
  if (!sport) return undefined;
  const events = getSportTicketEvents(slug);
  const contests = getContestsContent().filter((c) => c.category === slug);
  const dates = sport.tabs.overview.upcomingEvents ?? [];
  assertNoCopies(slug, dates, events, contests);
  const picked = sport.tabs.athletes?.athletes ?? [];
  getAthletesById(`data/sports/${slug}.json`, 'tabs.athletes.athletes', picked);
  const athletes = tabAthletes(slug, picked, [...athleteViewById().values()]);
  const athleteCount =
    derivedContent('athleteCountBySport', () => {
      const records = [...athleteIndex().values()];
      return new Map([...new Set(records.map((a) => a.sport))].map((sport) => [sport, countAthletesOf(sport, records)]));
    }).get(slug) ?? 0;
  const teams = teamCards(getSportTeams(slug), athleteNames());
  const named = getMentions(sport.tabs.overview.highlights ?? []);
  const teamsHref = sportTeamsHref(getTeamIndex(), slug);
  return { sport, events, contests, dates, athletes, teams, teamsHref, athleteCount, named, highlightsHref: getWatchHighlightsHref(slug) };
}
