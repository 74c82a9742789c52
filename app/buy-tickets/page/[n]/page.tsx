import { pagedRoute } from '@/lib/content/paged-lists';
import { getTicketsPageParts } from '@/lib/content/tickets';
import { TicketsPage } from '@/components/tickets/tickets-page';

const route = pagedRoute('/buy-tickets/', (page) => <TicketsPage page={page} {...getTicketsPageParts()} />);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
