import { routeMetadata } from '@/lib/content/page-routes';
import { firstPage } from '@/lib/content/paged-lists';
import { TeamsIndex } from '@/components/teams/teams-index';

export const metadata = routeMetadata('/teams/');

export default function TeamsPage() {
  return <TeamsIndex page={firstPage('/teams/')} />;
}
