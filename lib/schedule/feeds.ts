/**
 * The calendar feeds' files: one for the league (`/calendar/league.ics`) and one per sport
 * (`/calendar/<sport>.ics`, written for every sport, empty when it has nothing scheduled). Pure:
 * the route that writes them at build passes the entries, the site's address and the build time.
 */
import { writeCalendar, type IcsEvent } from '@/lib/calendar/ics';
import { filterBySport, KIND_LABEL, type ScheduleEntry } from './entries';
import { LEAGUE_FEED, calendarUid } from './feed-urls';

function feedEvent(entry: ScheduleEntry, site: { url: string; basePath: string; built: Date }): IcsEvent {
  return {
    uid: calendarUid(entry.id, site.url),
    when: entry.when,
    summary: entry.title,
    location: entry.location,
    description: `${KIND_LABEL[entry.kind]}, ${entry.sportName}. ${entry.description}`,
    url: `${site.url}${site.basePath}${entry.href}`,
    lastModified: site.built,
    status: 'CONFIRMED',
  };
}

export interface FeedSite {
  /** SITE_URL, no trailing slash. */
  url: string;
  basePath: string;
  /** The build's instant: DTSTAMP and LAST-MODIFIED. */
  built: Date;
}

/** One feed's file: the league's (`league`) or one sport's, named for people as `name`. */
export function writeFeed(entries: readonly ScheduleEntry[], slug: string, name: string, site: FeedSite): string {
  const chosen = slug === LEAGUE_FEED ? entries : filterBySport(entries, slug);
  return writeCalendar({
    prodId: "-//Women's Athletic League//Schedule//EN",
    name,
    stamp: site.built,
    events: chosen.map((e) => feedEvent(e, site)),
  });
}
