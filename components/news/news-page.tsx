import type { ComponentProps } from 'react';
import type { SportLink } from '@/lib/schemas/sport';
import { RouteHeader } from '@/components/layout/route-header';
import { NewsStatTiles } from './news-stats';
import { NewsBrowser } from './news-browser';
import { NewsletterForm } from './newsletter-form';

/** /recap-news: the figures, the searchable list of articles and the newsletter sign-up. */
export function NewsPage({
  stats,
  articles,
  sports,
}: {
  stats: ComponentProps<typeof NewsStatTiles>['stats'];
  articles: ComponentProps<typeof NewsBrowser>['articles'];
  sports: SportLink[];
}) {
  return (
    <>
      <RouteHeader path="/recap-news/" />
      <div className="container-page flex flex-col gap-12 py-10">
        <NewsStatTiles stats={stats} />
        <NewsBrowser articles={articles} sports={sports} />
        <NewsletterForm intro="Get recaps, records and ticket news in your inbox. No spam; unsubscribe at any time." />
      </div>
    </>
  );
}
