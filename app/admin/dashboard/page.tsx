import { routeMetadata } from '@/lib/content/page-routes';
import { getSportLinks } from '@/lib/content/sports';
import { getSamples } from '@/lib/content/samples';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { AdminDashboard } from '@/components/admin/admin-dashboard';

export const metadata = routeMetadata('/admin/dashboard/');

export default function AdminDashboardPage() {
  // The consoles and the demo dashboard read data/samples.json and data/athletes.json in the browser: check them at build.
  getSamples();
  return (
    <DashboardPage path="/admin/dashboard/" noscript="The admin dashboard works in the browser and needs JavaScript, which is turned off.">
      <AdminDashboard sports={getSportLinks()} />
    </DashboardPage>
  );
}
