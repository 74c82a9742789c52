import { routeMetadata } from '@/lib/content/page-routes';
import { getAthleteCards } from '@/lib/content/athlete-pages';
import { getSportLinks } from '@/lib/content/sports';
import { AthletesIndex } from '@/components/athletes/athletes-index';

export const metadata = routeMetadata('/athletes/');

export default function AthletesPage() {
  return <AthletesIndex athletes={getAthleteCards()} sports={getSportLinks()} />;
}
