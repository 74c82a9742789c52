import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { PageHeader } from '@/components/ui/page-header';
import { OrderGroups } from '@/components/orders/order-groups';
import { OrderKinds } from '@/components/orders/order-kinds';

export const metadata: Metadata = pageMetadata({
  title: 'My Orders',
  description: 'Your shop orders, ticket orders and contest entry fees paid in this browser, with receipts.',
  path: '/my-orders/',
  section: 'shop',
});

export default function MyOrdersPage() {
  return (
    <>
      <PageHeader
        eyebrow="Your orders"
        title="My Orders"
        intro="Shop orders, tickets and contest entry fees paid in this browser: status, what you bought, what you paid and where it ships."
      />
      <div className="container-page flex min-h-[75vh] flex-col gap-12 py-12">
        <noscript>
          <p className="text-slate-700">Your orders are kept in this browser and need JavaScript to show.</p>
        </noscript>
        <div className="js-only">
          <OrderGroups id="my-orders" mine={<OrderKinds group="mine" />} signedOut={<OrderKinds group="signed-out" />} />
        </div>
      </div>
    </>
  );
}
