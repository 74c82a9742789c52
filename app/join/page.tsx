import { routeMetadata } from '@/lib/content/page-routes';
import { JoinPage } from '@/components/join/join-page';

export const metadata = routeMetadata('/join/');

export default function JoinRoute() {
  return <JoinPage />;
}
