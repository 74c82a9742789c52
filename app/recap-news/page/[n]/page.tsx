import { getNewsStats } from '@/lib/content/articles';
import { getSportLinks } from '@/lib/content/sports';
import { pagedRoute } from '@/lib/content/paged-lists';
import { NewsPage } from '@/components/news/news-page';

const route = pagedRoute('/recap-news/', (page) => <NewsPage stats={getNewsStats()} page={page} sports={getSportLinks()} />);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
