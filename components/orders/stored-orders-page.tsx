import type { ComponentType } from 'react';
import type { OrderGroup } from '@/lib/orders/visibility';
import Link from '@/components/ui/link';
import { RouteHeader } from '@/components/layout/route-header';
import { OrderGroups } from './order-groups';
import { PendingPayments } from '@/components/payments/pending-payments';

const PAGES = {
  '/my-orders/': { id: 'my-orders', what: 'orders', seeAlso: null },
  '/my-tickets/': {
    id: 'my-tickets',
    what: 'tickets',
    seeAlso: { text: 'Shop orders and contest entry fees are on', href: '/my-orders/', label: 'My Orders' },
  },
} as const;

/**
 * My Orders and My Tickets: orders kept in this browser, in the two groups of a shared device
 * (`Orders` renders one group). Room is kept for them so the footer does not jump when they are read.
 */
export function StoredOrdersPage({ path, Orders }: { path: keyof typeof PAGES; Orders: ComponentType<{ group: OrderGroup }> }) {
  const { id, what, seeAlso } = PAGES[path];
  return (
    <>
      <RouteHeader path={path} />
      <div className="container-page min-h-[75vh] py-12">
        {seeAlso ? (
          <p className="mb-6 text-slate-700">
            {seeAlso.text}{' '}
            <Link href={seeAlso.href} className="font-semibold underline">
              {seeAlso.label}
            </Link>
            .
          </p>
        ) : null}
        <noscript>
          <p className="mb-4 text-slate-700">Your {what} are kept in this browser and need JavaScript to show.</p>
        </noscript>
        <div className="js-only">
          <PendingPayments />
          <OrderGroups id={id} mine={<Orders group="mine" />} signedOut={<Orders group="signed-out" />} />
        </div>
      </div>
    </>
  );
}
