import { athleteView, type AthleteView } from '@/lib/athletes/view';
import { previewPortrait } from '@/lib/athletes/portrait';
import { formatDate } from '@/lib/format/en-us';
import type { ContentFiles } from '@/lib/content/check';
import { collectionLabel, collections } from '@/lib/content/collections';
import type { SportPageData } from '@/lib/content/sport-page';
import { namedIn, namedRecordsOf } from '@/lib/athletes/mentions';
import { tabAthletes } from '@/lib/sports/tab-athletes';
import { countAthletesOf } from '@/lib/sports/figures';
import type { Team } from '@/lib/teams/schema';
import { teamCards, teamsOfSport } from '@/lib/teams/roster';
import { watchHighlightsHref, type ArticleSummary } from '@/lib/news/articles';
import type { Contest } from '@/lib/schemas/contest';
import type { Sport } from '@/lib/schemas/sport';
import type { Article } from '@/lib/schemas/article';
import type { AthleteRecord } from '@/lib/schemas/athlete';
import type { TicketEvent, TicketEventData } from '@/lib/schemas/ticket-event';
import { eventWindow, startsAtIso, timeLabel } from '@/lib/tickets/event-time';

/**
 * A draft record as the site's components take it, worked out the way the build's loaders do
 * (lib/content): the record (parsed with its schema) plus names looked up in the other records.
 */

/** The sport's display name, or its slug when no sport file has it. */
export function nameOf(names: ReadonlyMap<string, string>, key: string): string {
  return names.get(key) ?? key;
}

export function ticketEventView(e: TicketEventData, sportNames: ReadonlyMap<string, string>, athleteNames: ReadonlyMap<string, string>): TicketEvent {
  return {
    ...e,
    sportName: nameOf(sportNames, e.sport),
    startsAt: startsAtIso(e),
    ...eventWindow(e),
    dateLabel: formatDate(e.date),
    timeLabel: timeLabel(e),
    performers: e.athletes.map((id) => nameOf(athleteNames, id)),
  };
}

export function articleSummaryView(a: Article, sportNames: ReadonlyMap<string, string>): ArticleSummary {
  const { content, comments, ...summary } = a;
  void content;
  return { ...summary, sportName: nameOf(sportNames, a.sport), commentCount: comments.length };
}

/** `drawn`: the athletes whose portraits the site's build drew; another one without her own picture shows her initials until the next build. */
export function athletePreviewView(a: AthleteRecord, sportNames: ReadonlyMap<string, string>, drawn: ReadonlySet<string>): AthleteView {
  const view = athleteView(a, nameOf(sportNames, a.sport));
  return a.image || drawn.has(a.id) ? view : { ...view, portrait: previewPortrait(a.name) };
}

function parsedList<T>(name: 'tickets' | 'contests' | 'articles' | 'athletes' | 'teams', files: ContentFiles): T[] {
  const c = collections[name];
  const text = files[collectionLabel(c)];
  if (text === undefined || c.source.shape !== 'list') return [];
  const parsed = c.schema.safeParse(JSON.parse(text));
  return parsed.success ? ((parsed.data as unknown as Record<string, T[]>)[c.source.list] ?? []) : [];
}

/**
 * A sport page's data from the files as the drafts leave them, as lib/content/sport-page.ts puts it
 * together at build: the sport's file plus its ticketed events (soonest first), contests, overview
 * dates, listed athletes, teams and whether it has news to watch.
 */
export function sportPageView(sport: Sport, files: ContentFiles): SportPageData {
  const sports = new Map<string, string>([[sport.slug, sport.name]]);
  const athleteRecords = parsedList<AthleteRecord>('athletes', files);
  const athleteNames = new Map(athleteRecords.map((a) => [a.id, a.name]));
  const events = parsedList<TicketEventData>('tickets', files)
    .filter((e) => e.sport === sport.slug)
    .map((e) => ticketEventView(e, sports, athleteNames))
    .sort((a, b) => a.startMs - b.startMs || a.id - b.id);
  const contests = parsedList<Contest>('contests', files)
    .filter((c) => c.category === sport.slug)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  const athletes = tabAthletes(sport.slug, sport.tabs.athletes?.athletes ?? [], athleteRecords).map((a) => athleteView(a, sport.name));
  const teams = parsedList<Team>('teams', files);
  return {
    sport,
    events,
    contests,
    dates: sport.tabs.overview.upcomingEvents ?? [],
    athletes,
    teams: teamCards(teamsOfSport(teams, sport.slug), athleteNames),
    // The preview links the teams list itself: where the sport's part starts depends on every sport's file.
    teamsHref: '/teams/',
    athleteCount: countAthletesOf(sport.slug, athleteRecords),
    named: namedIn(sport.tabs.overview.highlights ?? [], namedRecordsOf(athleteRecords, teams)),
    highlightsHref: watchHighlightsHref(sport.slug, parsedList<Article>('articles', files)),
  };
}
