import 'server-only';
import { contestEntry, sortEntries, specialEntries, ticketedEntry, type ScheduleEntry } from '@/lib/schedule/entries';
import { LEAGUE_FEED } from '@/lib/schedule/feed-urls';
import { getTicketEvents } from './tickets';
import { getContestsContent } from './contests';
import { getSpecialEvents } from './special-events';
import { getSportLinks } from './sports';
import type { SportLink } from '@/lib/schemas/sport';

/** The league schedule: every ticketed event, contest and special-event departure, soonest first. */
export function getScheduleEntries(): ScheduleEntry[] {
  const sports = getSportLinks();
  return sortEntries([
    ...getTicketEvents().map(ticketedEntry),
    ...getContestsContent().map((c) => contestEntry(c, sports)),
    ...getSpecialEvents().flatMap(specialEntries),
  ]);
}

/** Every sport, each with a feed (also those with nothing scheduled); the league feed's name is kept for the league. */
export function getFeedSports(): SportLink[] {
  const sports = getSportLinks();
  if (sports.some((s) => s.slug === LEAGUE_FEED)) {
    throw new Error(
      `data/sports/${LEAGUE_FEED}.json: "${LEAGUE_FEED}" is the league calendar's name (/calendar/${LEAGUE_FEED}.ics); give the sport another slug`,
    );
  }
  return sports;
}
