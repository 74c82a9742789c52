import { routeMetadata } from '@/lib/content/page-routes';
import { getSportLinks } from '@/lib/content/sports';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { UserDashboard } from '@/components/dashboard/user-dashboard';

export const metadata = routeMetadata('/user/dashboard/');

export default function UserDashboardPage() {
  return (
    <DashboardPage path="/user/dashboard/" noscript="The dashboard reads your account from this browser and needs JavaScript, which is turned off.">
      <UserDashboard sports={getSportLinks()} />
    </DashboardPage>
  );
}
