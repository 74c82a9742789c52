import { routeMetadata } from '@/lib/content/page-routes';
import { getLeagueSamples } from '@/lib/content/samples';
import { getFeaturedSportChoices } from '@/lib/content/sports';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { AdminDashboard } from '@/components/admin/admin-dashboard';

export const metadata = routeMetadata('/admin/dashboard/');

export default function AdminDashboardPage() {
  return <DashboardPage path="/admin/dashboard/" sports={getFeaturedSportChoices()} samples={getLeagueSamples()} view={AdminDashboard} />;
}
