/**
 * Where the calendar feeds live: `/calendar/league.ics` and `/calendar/<sport>.ics`. Light on
 * purpose (pages import it); the writing of the files is in ./feeds.ts, used at build only.
 */
export const LEAGUE_FEED = 'league';

/** /calendar/soccer.ics (no base path). */
export function feedPath(slug: string): string {
  return `/calendar/${slug}.ics`;
}

/** The feed's https address and its webcal: twin (the same address with the scheme a phone's calendar subscribes to). */
export function feedUrls(siteUrl: string, basePath: string, slug: string): { download: string; subscribe: string } {
  const download = `${siteUrl}${basePath}${feedPath(slug)}`;
  return { download, subscribe: download.replace(/^https?:/, 'webcal:') };
}

/** The UID domain: the site's host name ("league.example.org"), "localhost" for a local build. */
export function uidHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** Whether the site's configured address is this machine (a local build): links then follow the address the page was opened at. */
export function isLocalSite(siteUrl: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(siteUrl).hostname);
  } catch {
    return true;
  }
}
