import 'server-only';
import type { AthleteResult } from '@/lib/schemas/athlete';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import type { Winner } from '@/lib/schemas/winner';
import { articlesMentioning } from '@/lib/athletes/mentions';
import { upcomingEventsOf } from '@/lib/athletes/events';
import { BUILD_TIME } from '@/lib/time/phase';
import { athleteViewById } from './athlete-pages';
import { athleteIndex, type AthleteView } from './athletes';
import { getArticles } from './articles';
import { getAthleteTicketEvents } from './tickets';
import { getWinners } from './winners';
import { sportNamesBySlug } from './sports';
import { derivedContent } from './read';
import { groupBy } from './group-by';
import { getTeams } from './teams';
import { teamOfAthlete } from '@/lib/teams/roster';

/** An article that mentions her, as her page lists it. */
export interface MentioningArticle {
  slug: string;
  title: string;
  summary: string;
  date: string;
}

/** What an athlete's page shows: her record as pages show it, and the records of other files that name her. */
export interface AthletePageData {
  athlete: AthleteView;
  /** Her itemised results (data/athletes.json `history`), newest first; none without a history. */
  results: (AthleteResult & { sportName: string })[];
  /** The winner announcements (data/winners.json) that name her, newest first. */
  wins: Pick<Winner, 'id' | 'eventName' | 'eventDate' | 'prize' | 'winnerName'>[];
  /** Her ticketed events (data/tickets.json) not over when the site was built, soonest first. */
  events: TicketEvent[];
  /** The team whose roster lists her (data/teams.json), and whether she captains it; none when she is on no team. */
  team?: { id: string; name: string; captain: boolean };
  /** The articles that mention her (lib/athletes/mentions.ts), newest first. */
  articles: MentioningArticle[];
}

/** Every athlete's id, in the file's order: one page each. */
export function getAthleteIds(): string[] {
  return [...athleteIndex().keys()];
}

export function getAthletePageData(id: string): AthletePageData | undefined {
  const athlete = athleteViewById().get(id);
  if (!athlete) return undefined;
  const record = athleteIndex().get(id)!;
  const sportNames = sportNamesBySlug();
  const results = (record.history?.results ?? [])
    .map((r) => ({ ...r, sportName: sportNames.get(r.sport) ?? r.sport }))
    .sort((a, b) => b.date.localeCompare(a.date));
  const wins = (derivedContent('winnersByAthlete', () => groupBy(getWinners(), (w) => w.athletes)).get(id) ?? []).map(
    ({ id: winnerId, eventName, eventDate, prize, winnerName }) => ({ id: winnerId, eventName, eventDate, prize, winnerName }),
  );
  const events = upcomingEventsOf(getAthleteTicketEvents(id), id, BUILD_TIME);
  const articles = articlesMentioning(getArticles(), athlete.name)
    .map(({ slug, title, summary, date }) => ({ slug, title, summary, date }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const onTeam = teamOfAthlete(getTeams(), id);
  const team = onTeam ? { id: onTeam.id, name: onTeam.name, captain: onTeam.captain === id } : undefined;
  return { athlete, results, wins, events, articles, ...(team ? { team } : {}) };
}
