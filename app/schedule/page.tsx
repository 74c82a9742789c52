import { routeMetadata } from '@/lib/content/page-routes';
import { getFeedSports, getScheduleSportLinks } from '@/lib/content/schedule';
import { firstPage } from '@/lib/content/paged-lists';
import { SchedulePage } from '@/components/schedule/schedule-page';

export const metadata = routeMetadata('/schedule/');

export default function ScheduleRoute() {
  return <SchedulePage page={firstPage('/schedule/')} sports={getScheduleSportLinks()} feedSports={getFeedSports()} />;
}
