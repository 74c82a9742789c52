import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { PageHeader } from '@/components/ui/page-header';
import { ButtonLink } from '@/components/ui/button';
import { LiveContestView } from '@/components/live/live-contest-view';
import { liveViewData } from '@/components/live/view-data';
import { getLiveData } from '@/lib/content/live';

export const metadata: Metadata = pageMetadata({
  title: 'Live Contest',
  description: 'Watch the live contest, chat with other fans and vote once for the athlete you want to win.',
  path: '/live-contest/',
  section: 'live',
});

export default function LiveContestPage() {
  const live = getLiveData();
  const viewers = live.contest.contestants.reduce((sum, c) => sum + c.viewerCount, 0);
  return (
    <>
      <PageHeader
        eyebrow="Live contest"
        title="Live Contest Voting"
        intro="Watch two athletes go head to head, cheer in the chat and cast your vote before the countdown ends."
      >
        <ButtonLink href="/live-event/" variant="outlineLight">
          Compete in the live competition
        </ButtonLink>
      </PageHeader>
      <LiveContestView
        data={liveViewData(live, live.contest.contestants, viewers, live.contest.endsAt)}
        title={live.contest.title}
        sport={live.contest.sport}
      />
    </>
  );
}
