import { homeMetadata } from '@/lib/content/page-routes';
import { getSite } from '@/lib/content/site';
import { getHomeHighlights } from '@/lib/content/sports';
import { getHomeFeaturedEvents } from '@/lib/content/tickets';
import { getHomeFeaturedAthletes } from '@/lib/content/athlete-pages';
import { HomePage } from '@/components/home/home-page';

export const generateMetadata = homeMetadata;

export default function HomeRoute() {
  return <HomePage site={getSite()} highlights={getHomeHighlights()} events={getHomeFeaturedEvents()} athletes={getHomeFeaturedAthletes()} />;
}
