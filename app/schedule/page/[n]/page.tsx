import { getFeedSports, getScheduleSportLinks } from '@/lib/content/schedule';
import { pagedRoute } from '@/lib/content/paged-lists';
import { SchedulePage } from '@/components/schedule/schedule-page';

const route = pagedRoute('/schedule/', (page) => <SchedulePage page={page} sports={getScheduleSportLinks()} feedSports={getFeedSports()} />);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
