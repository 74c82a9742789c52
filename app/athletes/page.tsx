import { routeMetadata } from '@/lib/content/page-routes';
import { getAthleteSportFilter } from '@/lib/content/athlete-pages';
import { firstPage } from '@/lib/content/paged-lists';
import { AthletesIndex } from '@/components/athletes/athletes-index';

export const metadata = routeMetadata('/athletes/');

export default function AthletesPage() {
  return <AthletesIndex page={firstPage('/athletes/')} sports={getAthleteSportFilter()} />;
}
