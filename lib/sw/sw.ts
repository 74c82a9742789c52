/// <reference lib="webworker" />
// The service worker (bundled by scripts/postbuild/service-worker.ts after `next build`): precaches the app shell
// and caches pages, their data and images as they are visited, so a fan without signal can open the
// site, their tickets and any page seen before.
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate, type PrecacheEntry } from 'serwist';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, ignoreURLParametersMatching: [/.*/] },
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ request }) => request.mode === 'navigate',
      handler: new NetworkFirst({ cacheName: 'pages', networkTimeoutSeconds: 5, plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
    },
    {
      // Next's client navigation data (index.txt?_rsc=...): same freshness rule as pages.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('.txt'),
      handler: new NetworkFirst({ cacheName: 'page-data', networkTimeoutSeconds: 5, plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
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

// The page asks a waiting worker to take over when the visitor accepts the update prompt.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

serwist.addEventListeners();
