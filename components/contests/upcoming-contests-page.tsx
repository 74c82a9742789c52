import { getUpcomingContests } from '@/lib/content/contests';
import { getSportLinks } from '@/lib/content/sports';
import { getLiveData } from '@/lib/content/live';
import { categoryLabel, categoryOptions } from '@/lib/contests/filter';
import { RouteHeader } from '@/components/layout/route-header';
import { LiveBanner } from '@/components/live/live-banner';
import { ContestsBrowser } from './contests-browser';
import { HowToEnter } from './contest-sections';

/** /upcoming-contests: the live banner, the searchable contests and how to enter. */
export function UpcomingContestsPage() {
  const sports = getSportLinks();
  const contests = getUpcomingContests().map((c) => ({ ...c, categoryLabel: categoryLabel(c.category, sports) }));
  return (
    <>
      <RouteHeader path="/upcoming-contests/" />
      <div className="container-page flex flex-col gap-12 py-10">
        <LiveBanner endsAt={Date.parse(getLiveData().contest.endsAt)} />
        <ContestsBrowser contests={contests} categories={categoryOptions(contests, sports)} />
        <HowToEnter />
      </div>
    </>
  );
}
