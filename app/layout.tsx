import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { getSite } from '@/lib/content/site';
import { getFeaturedSportLinks } from '@/lib/content/sports';
import { sportMenuLinks } from '@/lib/sports/menu';
import { getSpecialEventLinks } from '@/lib/content/special-events';
import { SITE_URL } from '@/lib/url/site-url';
import { BASE_PATH } from '@/lib/url/paths';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { BottomBar } from '@/components/layout/bottom-bar';
import { ConnectionBanner } from '@/components/layout/connection-banner';
import { CachedPageBanner } from '@/components/layout/cached-page-banner';
import { StorageNotice } from '@/components/layout/storage-notice';
import { StoreProvider } from '@/components/layout/store-provider';
import { ServiceWorker } from '@/components/layout/service-worker';
import { AppState } from '@/components/layout/app-state';
import { contentVersion } from '@/lib/content/content-version';
import { CONTENT_VERSION_META } from '@/lib/payments/site-version';

const site = getSite();

export const metadata: Metadata = {
  metadataBase: new URL(`${SITE_URL}${BASE_PATH}/`),
  title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: { siteName: site.name, type: 'website', locale: 'en_US' },
  twitter: { card: 'summary_large_image' },
  // Icons from public/, the drawing at the address the web manifest names too (app/manifest.ts), so a
  // first visit fetches it once. As file conventions (app/icon.svg) they were linked with a hash query,
  // and Chrome fetched the same drawing twice: for the tab, and to check the site can be installed.
  icons: {
    icon: [
      { url: `${BASE_PATH}/favicon.ico`, sizes: '32x32', type: 'image/x-icon' },
      { url: `${BASE_PATH}/icon.svg`, sizes: 'any', type: 'image/svg+xml' },
    ],
    apple: { url: `${BASE_PATH}/apple-icon.png`, sizes: '180x180', type: 'image/png' },
  },
};

export const viewport: Viewport = {
  themeColor: '#120c2c',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const sports = sportMenuLinks(getFeaturedSportLinks());
  const events = getSpecialEventLinks();
  return (
    <html lang="en">
      <head>
        {/* The content this page was built from: a payment checks it against /build-id.json before the capture. */}
        <meta name={CONTENT_VERSION_META} content={contentVersion()} />
        <noscript>
          <style>{'.js-only{display:none!important}'}</style>
        </noscript>
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          Skip to content
        </a>
        <Header siteName={site.name} shortName={site.shortName} sports={sports} events={events} />
        <ConnectionBanner />
        <CachedPageBanner />
        <StorageNotice />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer site={site} sports={sports} events={events} />
        <BottomBar />
        <StoreProvider />
        <ServiceWorker />
        <AppState />
      </body>
    </html>
  );
}
