import { getLiveData } from '@/lib/content/live';
import { ButtonLink } from '@/components/ui/button';
import { RouteHeader } from '@/components/layout/route-header';
import { LiveContestView } from './live-contest-view';
import { liveViewData } from './view-data';

/** /live-contest: two athletes head to head, the chat and the vote. */
export function LiveContestPage() {
  const live = getLiveData();
  const viewers = live.contest.contestants.reduce((sum, c) => sum + c.viewerCount, 0);
  return (
    <>
      <RouteHeader path="/live-contest/">
        <ButtonLink href="/live-event/" variant="outlineLight">
          Compete in the live competition
        </ButtonLink>
      </RouteHeader>
      <LiveContestView
        data={liveViewData(live, live.contest.contestants, viewers, live.contest.endsAt)}
        title={live.contest.title}
        sport={live.contest.sport}
      />
    </>
  );
}
