// Pure rules of the service worker (lib/sw/sw.ts), kept apart so unit tests can read them.

/** Header the worker adds to a page or page payload when it stores it: the time it was stored (ISO). */
export const CACHED_AT_HEADER = 'x-wal-cached-at';
/** Header the worker adds to a response it serves from its cache instead of the network. */
export const FROM_CACHE_HEADER = 'x-wal-from-cache';

/** Messages between the page and the worker. */
export const SW_MESSAGES = {
  /** page → worker, with a MessagePort: "was this document served from your cache?" */
  askPageSource: 'WAL_PAGE_SOURCE?',
  /** worker → page: where a page or page payload came from ({ path, cachedAt }: null when fresh). */
  pageSource: 'WAL_PAGE_SOURCE',
  /** page → worker: take over now (the visitor accepted the update in this tab). */
  skipWaiting: 'SKIP_WAITING',
} as const;

/**
 * A file of the site search (Pagefind's script, wasm, index and fragment chunks under /pagefind/):
 * cached as it is fetched, never precached, so the searches made once keep working offline.
 */
export function isSearchFile(pathname: string): boolean {
  return /\/pagefind\/[^?#]*[^/]$/.test(pathname);
}

/**
 * The small data files the build publishes for the browser to read when needed: an event's
 * `/buy-tickets/<id>/event.json` (ticket orders), a contest's `/upcoming-contests/<id>/contest.json`
 * (the dashboard's entries), both read through lib/url/published, and `/sports.json` (the sport
 * pickers). Kept once read, so they answer offline.
 */
export function isPublishedDataFile(pathname: string): boolean {
  return /\/(buy-tickets\/\d+\/event|upcoming-contests\/\d+\/contest|sports)\.json$/.test(pathname);
}

/** A search file is kept under its URL without the query (Pagefind asks for its entry file with `?ts=<now>`). */
export function searchCacheKey(url: string): string {
  const u = new URL(url);
  u.search = '';
  u.hash = '';
  return u.href;
}

/** Every /_next/static script or stylesheet a page or payload refers to, as "/_next/static/..." (base path dropped). */
export function chunkPaths(text: string): string[] {
  return [...new Set([...text.matchAll(/\/_next\/static\/[^"'\\\s)<>]+?\.(?:js|css)\b/g)].map((m) => m[0]))];
}

/** The same file as chunkPaths names it: a precache URL or path reduced to its "/_next/static/..." part. */
export function chunkKey(urlOrPath: string): string | null {
  const i = urlOrPath.indexOf('/_next/static/');
  return i === -1 ? null : urlOrPath.slice(i).replace(/[?#].*$/, '');
}

/**
 * A cached page whose scripts or styles are no longer kept (a new version of the site replaced them)
 * would open broken offline: such a page is dropped. True when one of its chunks is not available.
 */
export function missesChunks(pageText: string, available: ReadonlySet<string>): boolean {
  return chunkPaths(pageText).some((c) => !available.has(c));
}

/** The page a payload file belongs to: "/sports/golf/__next.x.txt" → "/sports/golf/", "/index.txt" → "/". */
export function pageOfPayload(pathname: string): string {
  return pathname.replace(/[^/]*$/, '');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page the worker answers with when a page was never opened on this device and there is no
 * connection: self-contained (no scripts, inline styles), with the ways on that work offline.
 */
export function offlinePageHtml({ siteName, home, tickets }: { siteName: string; home: string; tickets: string }): string {
  const name = escapeHtml(siteName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>You are offline | ${name}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#fff;display:flex;min-height:100vh;flex-direction:column}
header,footer{background:#120c2c;color:#fff;padding:1rem 1.5rem}
header a{color:#fff;font-weight:800;text-decoration:none}
main{flex:1;max-width:40rem;margin:0 auto;padding:4rem 1.5rem;text-align:center}
h1{font-size:2rem;margin:.5rem 0}
p{font-size:1.1rem;line-height:1.6;color:#334155}
.ways{display:flex;gap:.75rem;justify-content:center;flex-wrap:wrap;margin-top:2rem}
.ways a{display:inline-block;min-height:2.75rem;line-height:2.75rem;padding:0 1.25rem;border-radius:999px;font-weight:600;background:#4c1d95;color:#fff;text-decoration:none}
.ways a.outline{background:#fff;color:#4c1d95;border:2px solid #4c1d95;line-height:calc(2.75rem - 4px)}
</style>
</head>
<body>
<header><a href="${escapeHtml(home)}">${name}</a></header>
<main id="main">
<h1>You are offline</h1>
<p>This page has not been opened on this device yet, so it cannot be shown without a connection. Pages you have opened before, the home page and your tickets still work.</p>
<div class="ways"><a href="">Try again</a><a class="outline" href="${escapeHtml(home)}">Home</a><a class="outline" href="${escapeHtml(tickets)}">My Tickets</a></div>
</main>
<footer>${name}</footer>
</body>
</html>`;
}
