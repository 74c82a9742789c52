import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { PageHeader } from '@/components/ui/page-header';
import { HowToCompete } from '@/components/live/how-to-compete';
import { LiveEventView } from '@/components/live/live-event-view';
import { LiveRules } from '@/components/live/live-rules';
import { liveViewData } from '@/components/live/view-data';
import { getLiveData } from '@/lib/content/live';

export const metadata: Metadata = pageMetadata({
  title: 'Live Event',
  description: 'Go live and compete for a $10,000 prize pool with audience voting and live chat.',
  path: '/live-event/',
  section: 'live',
});

export default function LiveEventPage() {
  const live = getLiveData();
  return (
    <>
      <PageHeader
        eyebrow="Compete live"
        title="Live Competition"
        intro="Go live from your camera, compete for the $10,000 prize pool and collect audience votes."
      />
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
