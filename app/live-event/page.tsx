import { routeMetadata } from '@/lib/content/page-routes';
import { LiveEventPage } from '@/components/live/live-event-page';

export const metadata = routeMetadata('/live-event/');

export default function LiveEventRoute() {
  return <LiveEventPage />;
}
