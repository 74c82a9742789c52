import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo';
import { PageHeader } from '@/components/ui/page-header';
import Link from '@/components/ui/link';
import { EntryPayments, ShopOrders } from '@/components/orders/shop-orders';
import { TicketOrders } from '@/components/tickets/ticket-orders';

export const metadata: Metadata = pageMetadata({
  title: 'My Orders',
  description: 'Your shop orders, ticket orders and contest entry fees paid in this browser, with receipts.',
  path: '/my-orders/',
  section: 'shop',
});

export default function MyOrdersPage() {
  return (
    <>
      <PageHeader eyebrow="Your orders" title="My Orders" intro="Shop orders, tickets and contest entry fees paid in this browser: status, what you bought, what you paid and where it ships." />
      <div className="container-page flex min-h-[75vh] flex-col gap-12 py-12">
        <noscript>
          <p className="text-slate-700">Your orders are kept in this browser and need JavaScript to show.</p>
        </noscript>
        <section aria-labelledby="shop-orders-heading" className="js-only">
          <h2 id="shop-orders-heading" className="mb-6 text-2xl font-extrabold sm:text-3xl">
            Shop orders
          </h2>
          <ShopOrders />
        </section>
        <section aria-labelledby="ticket-orders-heading" className="js-only">
          <h2 id="ticket-orders-heading" className="mb-2 text-2xl font-extrabold sm:text-3xl">
            Ticket orders
          </h2>
          <p className="mb-6 text-slate-700">
            Also on{' '}
            <Link href="/my-tickets/" className="font-semibold underline">
              My Tickets
            </Link>
            , with a QR code per seat.
          </p>
          <TicketOrders />
        </section>
        <section aria-labelledby="entry-fees-heading" className="js-only">
          <h2 id="entry-fees-heading" className="mb-6 text-2xl font-extrabold sm:text-3xl">
            Contest entry fees
          </h2>
          <EntryPayments />
        </section>
      </div>
    </>
  );
}
