import { getWinners } from '@/lib/content/winners';
import { foldByFeaturedSports, getSportLinks } from '@/lib/content/sports';
import { WinnersPage } from '@/components/winners/winners-page';
import { pagedRoute } from '@/lib/content/paged-lists';

const route = pagedRoute('/winner-announcements/', (page) => <WinnersPage page={page} all={getWinners()} sports={foldByFeaturedSports(getSportLinks())} />);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
