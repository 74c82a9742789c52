import { routeMetadata } from '@/lib/content/page-routes';
import { getDashboardSports, getLeagueSamples } from '@/lib/content/samples';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { AdminDashboard } from '@/components/admin/admin-dashboard';

export const metadata = routeMetadata('/admin/dashboard/');

export default function AdminDashboardPage() {
  return <DashboardPage path="/admin/dashboard/" sports={getDashboardSports()} samples={getLeagueSamples()} view={AdminDashboard} />;
}
