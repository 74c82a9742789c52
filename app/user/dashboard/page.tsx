import { routeMetadata } from '@/lib/content/page-routes';
import { getSportLinks } from '@/lib/content/sports';
import { getSamples } from '@/lib/content/samples';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { UserDashboard } from '@/components/dashboard/user-dashboard';

export const metadata = routeMetadata('/user/dashboard/');

export default function UserDashboardPage() {
  // The consoles and the demo dashboard read data/samples.json and data/athletes.json in the browser: check them at build.
  getSamples();
  return (
    <DashboardPage path="/user/dashboard/" noscript="The dashboard reads your account from this browser and needs JavaScript, which is turned off.">
      <UserDashboard sports={getSportLinks()} />
    </DashboardPage>
  );
}
