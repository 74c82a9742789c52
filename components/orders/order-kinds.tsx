import Link from '@/components/ui/link';
import type { OrderGroup } from '@/lib/orders/visibility';
import { TicketOrders } from '@/components/tickets/ticket-orders';
import { EntryPayments, ShopOrders } from './shop-orders';

// Plain blocks under headings, not regions: the same kinds appear in both groups (landmarks must be unique).
/** One group's shop orders, ticket orders and contest entry fees (My Orders). */
export function OrderKinds({ group }: { group: OrderGroup }) {
  const kinds = [
    // At least the empty list's height, so reading stored orders does not push the sections below.
    { id: 'shop-orders', title: 'Shop orders', list: <ShopOrders group={group} />, reserve: true },
    {
      id: 'ticket-orders',
      title: 'Ticket orders',
      lead: (
        <p className="mb-4 text-slate-700">
          Also on{' '}
          <Link href="/my-tickets/" className="font-semibold underline">
            My Tickets
          </Link>
          , with a QR code per seat.
        </p>
      ),
      list: <TicketOrders group={group} />,
      reserve: true,
    },
    { id: 'entry-fees', title: 'Contest entry fees', list: <EntryPayments group={group} />, reserve: false },
  ];
  return (
    <div className="flex flex-col gap-10">
      {kinds.map((k) => (
        <div key={k.id}>
          <h3 id={`${group}-${k.id}-heading`} className={k.lead ? 'mb-2 text-xl font-bold sm:text-2xl' : 'mb-4 text-xl font-bold sm:text-2xl'}>
            {k.title}
          </h3>
          {k.lead}
          {k.reserve ? <div className="min-h-[12rem]">{k.list}</div> : k.list}
        </div>
      ))}
    </div>
  );
}
