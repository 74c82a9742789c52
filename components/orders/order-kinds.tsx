import Link from '@/components/ui/link';
import type { OrderGroup } from '@/lib/orders/visibility';
import { TicketOrders } from '@/components/tickets/ticket-orders';
import { EntryPayments, ShopOrders } from './shop-orders';

// Plain blocks under headings, not regions: the same kinds appear in both groups (landmarks must be unique).
/** One group's shop orders, ticket orders and contest entry fees (My Orders). */
export function OrderKinds({ group }: { group: OrderGroup }) {
  return (
    <div className="flex flex-col gap-10">
      <div>
        <h3 id={`${group}-shop-orders-heading`} className="mb-4 text-xl font-bold sm:text-2xl">
          Shop orders
        </h3>
        {/* At least the empty list's height, so reading stored orders does not push the sections below. */}
        <div className="min-h-[12rem]">
          <ShopOrders group={group} />
        </div>
      </div>
      <div>
        <h3 id={`${group}-ticket-orders-heading`} className="mb-2 text-xl font-bold sm:text-2xl">
          Ticket orders
        </h3>
        <p className="mb-4 text-slate-700">
          Also on{' '}
          <Link href="/my-tickets/" className="font-semibold underline">
            My Tickets
          </Link>
          , with a QR code per seat.
        </p>
        <div className="min-h-[12rem]">
          <TicketOrders group={group} />
        </div>
      </div>
      <div>
        <h3 id={`${group}-entry-fees-heading`} className="mb-4 text-xl font-bold sm:text-2xl">
          Contest entry fees
        </h3>
        <EntryPayments group={group} />
      </div>
    </div>
  );
}
