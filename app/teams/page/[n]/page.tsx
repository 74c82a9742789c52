import { pagedRoute } from '@/lib/content/paged-lists';
import { TeamsIndex } from '@/components/teams/teams-index';

const route = pagedRoute('/teams/', (page) => <TeamsIndex page={page} />);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
