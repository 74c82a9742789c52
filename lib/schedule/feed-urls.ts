/**
 * Where the calendar feeds live: `/calendar/league.ics` and `/calendar/<sport>.ics`. Light on
 * purpose (pages import it); the writing of the files is in ./feeds.ts, used at build only.
 */
export const LEAGUE_FEED = 'league';

/** A sport's own schedule page, /schedule/soccer/ (no base path): every entry of the sport, by month. */
export function sportScheduleHref(slug: string): string {
  return `/schedule/${slug}/`;
}

/** /calendar/soccer.ics (no base path). */
export function feedPath(slug: string): string {
  return `/calendar/${slug}.ics`;
}

/**
 * The feed's download address, on this site (a path: it works wherever the site is served), and its
 * webcal: address for subscribing (absolute: a phone's calendar fetches it on its own).
 */
export function feedUrls(siteUrl: string, basePath: string, slug: string): { download: string; subscribe: string } {
  const download = `${basePath}${feedPath(slug)}`;
  return { download, subscribe: `${siteUrl}${download}`.replace(/^https?:/, 'webcal:') };
}

/** The UID domain: the site's host name ("league.example.org"), "localhost" for a local build. */
export function uidHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** A ticketed event's id in the schedule (`ticketed-3`): its feed entry's, and so its calendar UID's. */
export function ticketedEntryId(eventId: number): string {
  return `ticketed-${eventId}`;
}

/**
 * A schedule entry's calendar UID (`ticketed-3@league.example.org`): the feeds', and the one every
 * other calendar file of the same event uses (its page's and an order's "Add to calendar"), so a
 * calendar holding the event replaces it instead of showing it twice.
 */
export function calendarUid(entryId: string, siteUrl: string): string {
  return `${entryId}@${uidHost(siteUrl)}`;
}

/** Whether the site's configured address is this machine (a local build): links then follow the address the page was opened at. */
export function isLocalSite(siteUrl: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(siteUrl).hostname);
  } catch {
    return true;
  }
}
