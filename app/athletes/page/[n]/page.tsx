import { getAthleteSportFilter } from '@/lib/content/athlete-pages';
import { pagedRoute } from '@/lib/content/paged-lists';
import { AthletesIndex } from '@/components/athletes/athletes-index';

const route = pagedRoute('/athletes/', (page) => <AthletesIndex page={page} sports={getAthleteSportFilter()} />);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
