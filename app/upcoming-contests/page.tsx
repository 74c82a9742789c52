import { routeMetadata } from '@/lib/content/page-routes';
import { getUpcomingContests } from '@/lib/content/contests';
import { foldByFeaturedSports, getSportLinks } from '@/lib/content/sports';
import { getLiveData } from '@/lib/content/live';
import { UpcomingContestsPage } from '@/components/contests/upcoming-contests-page';

export const metadata = routeMetadata('/upcoming-contests/');

export default function UpcomingContestsRoute() {
  return (
    <UpcomingContestsPage
      upcoming={getUpcomingContests()}
      sports={foldByFeaturedSports(getSportLinks())}
      liveEndsAt={Date.parse(getLiveData().contest.endsAt)}
    />
  );
}
