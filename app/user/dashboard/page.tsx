import { routeMetadata } from '@/lib/content/page-routes';
import { getLeagueSamples } from '@/lib/content/samples';
import { getFeaturedSportChoices } from '@/lib/content/sports';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { UserDashboard } from '@/components/dashboard/user-dashboard';

export const metadata = routeMetadata('/user/dashboard/');

export default function UserDashboardPage() {
  return <DashboardPage path="/user/dashboard/" sports={getFeaturedSportChoices()} samples={getLeagueSamples()} view={UserDashboard} />;
}
