import { routeMetadata } from '@/lib/content/page-routes';
import { TicketsPage } from '@/components/tickets/tickets-page';

export const metadata = routeMetadata('/buy-tickets/');

export default function BuyTicketsRoute() {
  return <TicketsPage />;
}
