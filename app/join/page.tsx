import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { PageHeader } from '@/components/ui/page-header';
import { JoinForm } from '@/components/join/join-form';
import { getSportLinks } from '@/lib/content/sports';
import { getSite } from '@/lib/content/site';
import { getJoinContests } from '@/lib/content/contests';
import { getInterestEvents } from '@/lib/content/interest-events';

export const metadata: Metadata = pageMetadata({
  title: 'Join the League',
  description: "Join the Women's Athletic League free: create an athlete account, choose your sport and enter paid events with cash prizes.",
  path: '/join/',
  section: 'join',
});

export default function JoinPage() {
  return (
    <>
      <PageHeader
        eyebrow="Athletes"
        title="Join the League"
        intro="Create your free athlete account, pick your sport and start entering paid events with cash prizes."
      />
      <div className="container-page max-w-4xl py-10">
        <JoinForm sports={getSportLinks()} leagueEmail={getSite().contact.email} contests={getJoinContests()} interestEvents={getInterestEvents()} />
      </div>
    </>
  );
}
