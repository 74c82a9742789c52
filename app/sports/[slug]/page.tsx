import { getSports } from '@/lib/content/sports';
import { getSportPageData } from '@/lib/content/sport-page';
import { nextTicketEvent, sportMetadata } from '@/lib/sports/page';
import { BUILD_TIME } from '@/lib/time/phase';
import { slugRoute } from '@/components/layout/slug-route';
import { SportPage } from '@/components/sports/sport-page';

const route = slugRoute({
  slugs: () => getSports().map((s) => s.slug),
  find: getSportPageData,
  metadata: (data) => sportMetadata(data.sport, nextTicketEvent(data.events, BUILD_TIME)),
  render: (data) => <SportPage data={data} />,
});

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
