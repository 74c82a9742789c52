import { specialEventMetadata } from '@/lib/content/page-routes';
import { getSpecialEvent, getSpecialEvents } from '@/lib/content/special-events';
import { slugRoute } from '@/components/layout/slug-route';
import { SpecialEventPage } from '@/components/events/special-event-page';

const route = slugRoute({
  slugs: () => getSpecialEvents().map((e) => e.slug),
  find: getSpecialEvent,
  metadata: specialEventMetadata,
  render: (event) => <SpecialEventPage event={event} />,
});

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
