import { routeMetadata } from '@/lib/content/page-routes';
import { getLiveData } from '@/lib/content/live';
import { LiveContestPage } from '@/components/live/live-contest-page';

export const metadata = routeMetadata('/live-contest/');

export default function LiveContestRoute() {
  return <LiveContestPage live={getLiveData()} />;
}
