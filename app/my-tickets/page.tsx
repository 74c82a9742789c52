import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { PageHeader } from '@/components/ui/page-header';
import { TicketOrders } from '@/components/tickets/ticket-orders';
import Link from '@/components/ui/link';
import { OrderGroups } from '@/components/orders/order-groups';

export const metadata: Metadata = pageMetadata({
  title: 'My Tickets',
  description: 'Your league ticket orders with a QR code per seat and an Add to calendar file.',
  path: '/my-tickets/',
  section: 'tickets',
});

export default function MyTicketsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Your orders"
        title="My Tickets"
        intro="Your ticket orders in this browser, each seat with its own QR code for entry and a calendar file for the day."
      />
      {/* Room for the orders this browser keeps, so the footer does not jump when they are read. */}
      <div className="container-page min-h-[75vh] py-12">
        <p className="mb-6 text-slate-700">
          Shop orders and contest entry fees are on{' '}
          <Link href="/my-orders/" className="font-semibold underline">
            My Orders
          </Link>
          .
        </p>
        <noscript>
          <p className="mb-4 text-slate-700">Your tickets are kept in this browser and need JavaScript to show.</p>
        </noscript>
        <div className="js-only">
          <OrderGroups id="my-tickets" mine={<TicketOrders group="mine" />} signedOut={<TicketOrders group="signed-out" />} />
        </div>
      </div>
    </>
  );
}
