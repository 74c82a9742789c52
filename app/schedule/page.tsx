import { routeMetadata } from '@/lib/content/page-routes';
import { getFeedSports, getScheduleEntries } from '@/lib/content/schedule';
import { SchedulePage } from '@/components/schedule/schedule-page';

export const metadata = routeMetadata('/schedule/');

export default function ScheduleRoute() {
  return <SchedulePage entries={getScheduleEntries()} sports={getFeedSports()} />;
}
