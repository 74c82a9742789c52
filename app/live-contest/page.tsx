import { routeMetadata } from '@/lib/content/page-routes';
import { LiveContestPage } from '@/components/live/live-contest-page';

export const metadata = routeMetadata('/live-contest/');

export default function LiveContestRoute() {
  return <LiveContestPage />;
}
