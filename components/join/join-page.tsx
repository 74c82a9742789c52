import { getSportLinks } from '@/lib/content/sports';
import { getSite } from '@/lib/content/site';
import { getJoinContests } from '@/lib/content/contests';
import { getInterestEvents } from '@/lib/content/interest-events';
import { RouteHeader } from '@/components/layout/route-header';
import { JoinForm } from './join-form';

/** /join: the athlete registration form with the sports, contests and interest events it offers. */
export function JoinPage() {
  return (
    <>
      <RouteHeader path="/join/" />
      <div className="container-page max-w-4xl py-10">
        <JoinForm sports={getSportLinks()} leagueEmail={getSite().contact.email} contests={getJoinContests()} interestEvents={getInterestEvents()} />
      </div>
    </>
  );
}
