import { routeMetadata } from '@/lib/content/page-routes';
import { WinnersPage } from '@/components/winners/winners-page';

export const metadata = routeMetadata('/winner-announcements/');

export default function WinnerAnnouncementsRoute() {
  return <WinnersPage />;
}
