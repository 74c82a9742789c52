import { athleteMetadata } from '@/lib/content/page-routes';
import { getAthleteIds, getAthletePageData } from '@/lib/content/athlete-page';
import { getSite } from '@/lib/content/site';
import { slugRoute } from '@/components/layout/slug-route';
import { AthletePage } from '@/components/athletes/athlete-page';

const route = slugRoute({
  param: 'id',
  slugs: getAthleteIds,
  find: getAthletePageData,
  metadata: (data) => athleteMetadata(data.athlete),
  render: (data) => <AthletePage data={data} league={getSite().name} />,
});

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
