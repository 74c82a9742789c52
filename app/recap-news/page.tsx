import { routeMetadata } from '@/lib/content/page-routes';
import { NewsPage } from '@/components/news/news-page';

export const metadata = routeMetadata('/recap-news/');

export default function RecapNewsPage() {
  return <NewsPage />;
}
