import { getArticleSummaries, getNewsStats } from '@/lib/content/articles';
import { getSportLinks } from '@/lib/content/sports';
import { RouteHeader } from '@/components/layout/route-header';
import { NewsStatTiles } from './news-stats';
import { NewsBrowser } from './news-browser';
import { NewsletterForm } from './newsletter-form';

/** /recap-news: the figures, the searchable list of articles and the newsletter sign-up. */
export function NewsPage() {
  return (
    <>
      <RouteHeader path="/recap-news/" />
      <div className="container-page flex flex-col gap-12 py-10">
        <NewsStatTiles stats={getNewsStats()} />
        <NewsBrowser articles={getArticleSummaries()} sports={getSportLinks()} />
        <NewsletterForm intro="Get recaps, records and ticket news in your inbox. No spam; unsubscribe at any time." />
      </div>
    </>
  );
}
