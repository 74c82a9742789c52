import { getAthleteSports } from '@/lib/content/athlete-pages';
import { getSportLinks } from '@/lib/content/sports';
import { pagedRoute } from '@/lib/content/paged-lists';
import { AthletesIndex } from '@/components/athletes/athletes-index';

const route = pagedRoute('/athletes/', (page) => <AthletesIndex page={page} played={getAthleteSports()} sports={getSportLinks()} />);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
