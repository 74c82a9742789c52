import { teamMetadata } from '@/lib/content/page-routes';
import { getTeamIds, getTeamPageData } from '@/lib/content/team-page';
import { getSite } from '@/lib/content/site';
import { slugRoute } from '@/components/layout/slug-route';
import { TeamPage } from '@/components/teams/team-page';

const route = slugRoute({
  param: 'id',
  slugs: getTeamIds,
  find: getTeamPageData,
  metadata: (data) => teamMetadata(data.team, data.sport.name),
  render: (data) => <TeamPage data={data} league={getSite().name} />,
});

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
