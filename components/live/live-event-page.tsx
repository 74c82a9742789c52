import { getLiveData } from '@/lib/content/live';
import { RouteHeader } from '@/components/layout/route-header';
import { HowToCompete } from './how-to-compete';
import { LiveEventView } from './live-event-view';
import { LiveRules } from './live-rules';
import { liveViewData } from './view-data';

/** /live-event: going live to compete for the prize pool, then the rules and judging. */
export function LiveEventPage() {
  const live = getLiveData();
  return (
    <>
      <RouteHeader path="/live-event/" />
      <LiveEventView
        data={liveViewData(live, live.event.competitors, live.event.viewers, live.event.endsAt)}
        title={live.event.title}
        prizePool={live.event.prizePool}
        howToCompete={<HowToCompete steps={live.howToCompete} />}
      />
      <LiveRules rules={live.rules} judging={live.judging} />
    </>
  );
}
