import { routeMetadata } from '@/lib/content/page-routes';
import { UpcomingContestsPage } from '@/components/contests/upcoming-contests-page';

export const metadata = routeMetadata('/upcoming-contests/');

export default function UpcomingContestsRoute() {
  return <UpcomingContestsPage />;
}
