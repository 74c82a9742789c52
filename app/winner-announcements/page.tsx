import { routeMetadata } from '@/lib/content/page-routes';
import { getWinners } from '@/lib/content/winners';
import { foldByFeaturedSports, getSportLinks } from '@/lib/content/sports';
import { firstPage } from '@/lib/content/paged-lists';
import { WinnersPage } from '@/components/winners/winners-page';

export const metadata = routeMetadata('/winner-announcements/');

export default function WinnerAnnouncementsRoute() {
  return <WinnersPage page={firstPage('/winner-announcements/')} all={getWinners()} sports={foldByFeaturedSports(getSportLinks())} />;
}
