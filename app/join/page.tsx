import { routeMetadata } from '@/lib/content/page-routes';
import { getFeaturedSportChoices } from '@/lib/content/sports';
import { getSite } from '@/lib/content/site';
import { getInterestEvents } from '@/lib/content/interest-events';
import { JoinPage } from '@/components/join/join-page';

export const metadata = routeMetadata('/join/');

export default function JoinRoute() {
  return <JoinPage featuredSports={getFeaturedSportChoices()} leagueEmail={getSite().contact.email} interestEvents={getInterestEvents()} />;
}
