import { routeMetadata } from '@/lib/content/page-routes';
import { getArticleSummaries, getNewsStats } from '@/lib/content/articles';
import { getSportLinks } from '@/lib/content/sports';
import { NewsPage } from '@/components/news/news-page';

export const metadata = routeMetadata('/recap-news/');

export default function RecapNewsPage() {
  return <NewsPage stats={getNewsStats()} articles={getArticleSummaries()} sports={getSportLinks()} />;
}
