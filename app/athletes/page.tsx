import { routeMetadata } from '@/lib/content/page-routes';
import { getAthleteSports } from '@/lib/content/athlete-pages';
import { getSportLinks } from '@/lib/content/sports';
import { firstPage } from '@/lib/content/paged-lists';
import { AthletesIndex } from '@/components/athletes/athletes-index';

export const metadata = routeMetadata('/athletes/');

export default function AthletesPage() {
  return <AthletesIndex page={firstPage('/athletes/')} played={getAthleteSports()} sports={getSportLinks()} />;
}
