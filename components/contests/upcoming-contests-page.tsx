import type { Contest } from '@/lib/schemas/contest';
import { foldedCategoryOptions, withCategoryLabels, type FoldedSports } from '@/lib/contests/filter';
import { RouteHeader } from '@/components/layout/route-header';
import { LiveBanner } from '@/components/live/live-banner';
import { ContestsBrowser } from './contests-browser';
import { HowToEnter } from './contest-sections';

/** /upcoming-contests: the live banner, the searchable contests and how to enter. */
export function UpcomingContestsPage({ upcoming, sports, liveEndsAt }: { upcoming: Contest[]; sports: FoldedSports; liveEndsAt: number }) {
  const contests = withCategoryLabels(upcoming, sports);
  return (
    <>
      <RouteHeader path="/upcoming-contests/" />
      <div className="container-page flex flex-col gap-12 py-10">
        <LiveBanner endsAt={liveEndsAt} />
        <ContestsBrowser contests={contests} categories={foldedCategoryOptions(contests, sports)} />
        <HowToEnter />
      </div>
    </>
  );
}
