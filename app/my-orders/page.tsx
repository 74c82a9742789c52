import { routeMetadata } from '@/lib/content/page-routes';
import { StoredOrdersPage } from '@/components/orders/stored-orders-page';
import { OrderKinds } from '@/components/orders/order-kinds';

export const metadata = routeMetadata('/my-orders/');

export default function MyOrdersPage() {
  return <StoredOrdersPage path="/my-orders/" Orders={OrderKinds} />;
}
