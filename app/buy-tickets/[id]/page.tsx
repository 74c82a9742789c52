import { ticketEventMetadata } from '@/lib/content/page-routes';
import { getTicketEventPageData, getTicketEventPageIds } from '@/lib/content/tickets';
import { getSite } from '@/lib/content/site';
import { slugRoute } from '@/components/layout/slug-route';
import { TicketEventPage } from '@/components/tickets/ticket-event-page';

const route = slugRoute({
  param: 'id',
  slugs: getTicketEventPageIds,
  find: getTicketEventPageData,
  metadata: (data) => ticketEventMetadata(data.event),
  render: (data) => <TicketEventPage data={data} league={getSite().name} />,
});

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
