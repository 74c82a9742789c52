import { routeMetadata } from '@/lib/content/page-routes';
import { StoredOrdersPage } from '@/components/orders/stored-orders-page';
import { TicketOrders } from '@/components/tickets/ticket-orders';

export const metadata = routeMetadata('/my-tickets/');

export default function MyTicketsPage() {
  return <StoredOrdersPage path="/my-tickets/" Orders={TicketOrders} />;
}
