import 'server-only';
import {
  competitionEntries,
  contestEntry,
  filterBySport,
  scheduleOrder,
  sortEntries,
  specialEntries,
  ticketedEntry,
  type ScheduleEntry,
} from '@/lib/schedule/entries';
import { BUILD_TIME } from '@/lib/time/phase';
import { LEAGUE_FEED } from '@/lib/schedule/feed-urls';
import { getTicketEvents } from './tickets';
import { derivedContent } from './read';
import { getContestsContent } from './contests';
import { getSpecialEvents } from './special-events';
import { foldByFeaturedSports, getFeaturedSportLinks, getSportLinks, getSports } from './sports';
import type { SportLink } from '@/lib/schemas/sport';

/** The league schedule: every ticketed event, contest, special-event departure and sport competition, soonest first. */
export function getScheduleEntries(): ScheduleEntry[] {
  // Worked out once per read of the files: each sport's schedule page filters the same entries.
  return derivedContent('schedule:entries', () => {
    const sports = getSportLinks();
    return sortEntries([
      ...getTicketEvents().map(ticketedEntry),
      ...getContestsContent().map((c) => contestEntry(c, sports)),
      ...getSpecialEvents().flatMap(specialEntries),
      ...getSports().flatMap((sport) => competitionEntries(sport, sport.tabs.overview.upcomingEvents ?? [])),
    ]);
  });
}

/** Every sport, each with a feed (also those with nothing scheduled); the league feed's name is kept for the league. */
export function getFeedSports(): SportLink[] {
  const sports = getSportLinks();
  if (sports.some((s) => s.slug === LEAGUE_FEED)) {
    throw new Error(
      `data/sports/${LEAGUE_FEED}.json: "${LEAGUE_FEED}" is the league calendar's name (/calendar/${LEAGUE_FEED}.ics); give the sport another slug`,
    );
  }
  if (sports.some((s) => s.slug === 'page')) {
    throw new Error('data/sports/page.json: "page" names the schedule\'s later pages (/schedule/page/2/); give the sport another slug');
  }
  return sports;
}

/**
 * One sport's schedule page (/schedule/<sport>/): the sport and every entry of it, in the schedule's
 * order as of the build (lib/schedule/entries.ts scheduleOrder). Every sport has one, also a sport
 * with nothing scheduled (the page says so and offers its calendar feed). Undefined for no sport.
 */
export function getSportSchedule(slug: string): { sport: SportLink; entries: ScheduleEntry[] } | undefined {
  const sport = getFeedSports().find((s) => s.slug === slug);
  if (!sport) return undefined;
  return { sport, entries: scheduleOrder(filterBySport(getScheduleEntries(), slug), BUILD_TIME) };
}

/** The `[sport]` values of /schedule/[sport]/: every sport. */
export function sportScheduleParams(): { sport: string }[] {
  return getFeedSports().map((s) => ({ sport: s.slug }));
}

/** The sports that have anything scheduled, in the sports' order: the schedule's sport links. */
export function getScheduledSports(): SportLink[] {
  const used = new Set(getScheduleEntries().map((e) => e.sport));
  return getFeedSports().filter((s) => used.has(s.slug));
}

/**
 * The league schedule's sport links, split so a phone sees the season before a wall of chips: the
 * featured sports with anything scheduled (shown as chips) and every other scheduled sport (under
 * "More sports"), each in the sports' order. Together they are getScheduledSports().
 */
export function getScheduleSportLinks(): { featured: SportLink[]; more: SportLink[] } {
  return foldByFeaturedSports(getScheduledSports());
}

/**
 * The sport links of one sport's schedule page: the featured sports with anything scheduled and the
 * sport itself (also when it has nothing scheduled), in the sports' order (the league schedule's "All sports" link leads to every other).
 * Like the menus, a page per record that lists a bounded set: its size does not grow with the league.
 */
export function getSportScheduleLinks(slug: string): SportLink[] {
  const featured = new Set(getFeaturedSportLinks().map((s) => s.slug));
  const scheduled = new Set(getScheduledSports().map((s) => s.slug));
  return getFeedSports().filter((s) => s.slug === slug || (featured.has(s.slug) && scheduled.has(s.slug)));
}
