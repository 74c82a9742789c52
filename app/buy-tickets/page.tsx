import { routeMetadata } from '@/lib/content/page-routes';
import { firstPage } from '@/lib/content/paged-lists';
import { getTicketsPageParts } from '@/lib/content/tickets';
import { TicketsPage } from '@/components/tickets/tickets-page';

export const metadata = routeMetadata('/buy-tickets/');

export default function BuyTicketsRoute() {
  return <TicketsPage page={firstPage('/buy-tickets/')} {...getTicketsPageParts()} />;
}
