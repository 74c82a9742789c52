/// <reference lib="webworker" />
// The service worker (bundled by scripts/postbuild/service-worker.ts after `next build`): precaches the app shell
// and caches pages, their data and images as they are visited, so a fan without signal can open the
// site, their tickets and any page seen before.
//
// A page or page payload served from the cache (no network, or none within 5 s) is marked so the page
// can say so, with its age, and refuse to start a payment (lib/sw/page-freshness.ts). A page never
// opened on this device gets an offline page instead of the browser's error. When a new version takes
// over, cached pages whose scripts are no longer kept are dropped rather than opened broken.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
  type SerwistPlugin,
} from 'serwist';
import {
  CACHED_AT_HEADER,
  chunkKey,
  FROM_CACHE_HEADER,
  isPublishedDataFile,
  isSearchFile,
  missesChunks,
  searchCacheKey,
  offlinePageHtml,
  pageOfPayload,
  SW_MESSAGES,
} from './cache-rules';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };
/** The league's name from data/site.json, set by the bundler. */
declare const __WAL_SITE_NAME__: string;

const PRECACHE = self.__SW_MANIFEST;
const PAGE_CACHES = ['pages', 'page-data'];

/** Stores each page with the time it was stored, and marks a page served from the cache with that time. */
const stampPlugin: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (!response || response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(FROM_CACHE_HEADER, cachedResponse.headers.get(CACHED_AT_HEADER) ?? '');
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

const pages = new NetworkFirst({ cacheName: 'pages', networkTimeoutSeconds: 5, plugins: [new ExpirationPlugin({ maxEntries: 200 }), stampPlugin] });
const pageData = new NetworkFirst({ cacheName: 'page-data', networkTimeoutSeconds: 5, plugins: [new ExpirationPlugin({ maxEntries: 200 }), stampPlugin] });

/** Documents served from the cache, by the client they created: the page asks once it runs. */
const servedFromCache = new Map<string, string>();

const cachedAtOf = (response: Response): string | null =>
  response.headers.has(FROM_CACHE_HEADER) ? response.headers.get(FROM_CACHE_HEADER) || new Date(0).toISOString() : null;

function offlinePage(): Response {
  const scope = self.registration.scope;
  const html = offlinePageHtml({ siteName: __WAL_SITE_NAME__, home: new URL('./', scope).pathname, tickets: new URL('./my-tickets/', scope).pathname });
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

async function pageHandler(options: RouteHandlerCallbackOptions): Promise<Response> {
  const event = options.event as FetchEvent;
  let response: Response;
  try {
    response = await pages.handle({ request: options.request, event });
  } catch {
    // No connection and never opened here.
    return offlinePage();
  }
  const cachedAt = cachedAtOf(response);
  if (cachedAt && event.resultingClientId) servedFromCache.set(event.resultingClientId, cachedAt);
  return response;
}

async function pageDataHandler(options: RouteHandlerCallbackOptions): Promise<Response> {
  const event = options.event as FetchEvent;
  const response = await pageData.handle({ request: options.request, event });
  // Tell the page (client-side navigation and prefetch) whether this page's data is fresh.
  if (event.clientId) {
    const client = await self.clients.get(event.clientId);
    client?.postMessage({ type: SW_MESSAGES.pageSource, path: pageOfPayload(new URL(options.request.url).pathname), cachedAt: cachedAtOf(response) });
  }
  return response;
}

const serwist = new Serwist({
  precacheEntries: PRECACHE,
  precacheOptions: { cleanupOutdatedCaches: true, ignoreURLParametersMatching: [/.*/] },
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    { matcher: ({ request }) => request.mode === 'navigate', handler: pageHandler },
    {
      // Next's client navigation data (index.txt?_rsc=...): same freshness rule as pages.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('.txt'),
      handler: pageDataHandler,
    },
    {
      // The site search: fresh from the network (a new build renames the chunks its entry file lists),
      // else what an earlier search fetched, so a search made once answers offline.
      matcher: ({ url, sameOrigin }) => sameOrigin && isSearchFile(url.pathname),
      handler: new NetworkFirst({
        cacheName: 'search',
        networkTimeoutSeconds: 5,
        plugins: [new ExpirationPlugin({ maxEntries: 300 }), { cacheKeyWillBeUsed: async ({ request }) => searchCacheKey(request.url) }],
      }),
    },
    {
      // A ticket's event, an entry's contest, the sports: the league's latest when there is signal, else the last read.
      matcher: ({ url, sameOrigin }) => sameOrigin && isPublishedDataFile(url.pathname),
      handler: new NetworkFirst({ cacheName: 'published-data', networkTimeoutSeconds: 5, plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.includes('/_next/static/'),
      handler: new CacheFirst({ cacheName: 'static', plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
      handler: new StaleWhileRevalidate({ cacheName: 'images', plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
    },
  ],
});

/** The scripts and styles this version keeps: its precache plus whatever the static cache holds. */
async function availableChunks(): Promise<Set<string>> {
  const keys = PRECACHE.map((e) => chunkKey(typeof e === 'string' ? e : e.url));
  const staticCache = await caches.open('static');
  const cached = (await staticCache.keys()).map((r) => chunkKey(r.url));
  return new Set([...keys, ...cached].filter((k): k is string => k !== null));
}

/** After an update: drop cached pages and payloads that name a script or style this version no longer keeps. */
async function dropPagesWithMissingChunks(): Promise<void> {
  const available = await availableChunks();
  for (const name of PAGE_CACHES) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response || missesChunks(await response.text(), available)) await cache.delete(request);
    }
  }
}

self.addEventListener('activate', (event) => event.waitUntil(dropPagesWithMissingChunks()));

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  // The page asks a waiting worker to take over when the visitor accepts the update prompt.
  if (data?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  // A page asks whether its document came from the cache.
  if (data?.type === SW_MESSAGES.askPageSource) {
    const id = (event.source as Client | null)?.id;
    const cachedAt = id ? (servedFromCache.get(id) ?? null) : null;
    if (id) servedFromCache.delete(id);
    event.ports[0]?.postMessage({ type: SW_MESSAGES.pageSource, cachedAt });
  }
});

serwist.addEventListeners();
