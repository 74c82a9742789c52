import { routeMetadata } from '@/lib/content/page-routes';
import { getSportCards } from '@/lib/content/sports';
import { SportsIndex } from '@/components/sports/sports-index';

export const metadata = routeMetadata('/sports/');

export default function SportsPage() {
  return <SportsIndex sports={getSportCards()} />;
}
