'use client';
import { useSyncExternalStore } from 'react';
import { SITE_URL } from '@/lib/url/site-url';
import { BASE_PATH } from '@/lib/url/paths';
import { feedUrls, isLocalSite } from '@/lib/schedule/feed-urls';
import { cn } from '@/lib/ui/cn';

const noSubscribe = () => () => {};
const LINK = 'inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-semibold';

/**
 * The site's address for absolute feed links: SITE_URL, except on a local build (SITE_URL left at
 * localhost), where the page's own origin is the one that serves the feeds (pre-rendered with SITE_URL).
 */
function useSiteOrigin(): string {
  return useSyncExternalStore(
    noSubscribe,
    () => (isLocalSite(SITE_URL) ? window.location.origin : SITE_URL),
    () => SITE_URL,
  );
}

/** "Subscribe" (webcal:) and "Download .ics" (https:) for one feed. */
export function FeedLinks({ slug, label, name }: { slug: string; label: string; name: string }) {
  const { subscribe, download } = feedUrls(useSiteOrigin(), BASE_PATH, slug);
  return (
    <li className="flex flex-wrap items-center gap-2">
      <span className="font-semibold text-ink">{label}:</span>
      <a href={subscribe} className={cn(LINK, 'bg-brand-700 text-white hover:bg-brand-800')}>
        Subscribe<span className="sr-only"> to the {name} calendar</span>
      </a>
      <a href={download} download className={cn(LINK, 'border border-slate-300 bg-white text-ink hover:bg-brand-50')}>
        Download .ics<span className="sr-only"> of the {name} calendar</span>
      </a>
    </li>
  );
}
