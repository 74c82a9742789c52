import { routeMetadata } from '@/lib/content/page-routes';
import { getSportLinks } from '@/lib/content/sports';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { AdminDashboard } from '@/components/admin/admin-dashboard';

export const metadata = routeMetadata('/admin/dashboard/');

export default function AdminDashboardPage() {
  return (
    <DashboardPage path="/admin/dashboard/" noscript="The admin dashboard works in the browser and needs JavaScript, which is turned off.">
      <AdminDashboard sports={getSportLinks()} />
    </DashboardPage>
  );
}
