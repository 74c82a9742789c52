import { routeMetadata } from '@/lib/content/page-routes';
import { getNewsStats } from '@/lib/content/articles';
import { getSportLinks } from '@/lib/content/sports';
import { firstPage } from '@/lib/content/paged-lists';
import { NewsPage } from '@/components/news/news-page';

export const metadata = routeMetadata('/recap-news/');

export default function RecapNewsPage() {
  return <NewsPage stats={getNewsStats()} page={firstPage('/recap-news/')} sports={getSportLinks()} />;
}
