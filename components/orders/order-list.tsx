'use client';
import type { ReactNode } from 'react';
import type { Order } from '@/lib/schemas/order';
import type { OrderGroup } from '@/lib/orders/visibility';
import { ButtonLink } from '@/components/ui/button';
import { useOrderGroup } from './use-order-group';
import { LoadingStatus } from '@/components/ui/loading-status';

/** What an empty list says: a line for the signed-out group of a signed-in athlete, else a box with a way to buy. */
export interface EmptyOrders {
  signedOut: string;
  title: string;
  text: string;
  href: string;
  cta: string;
}

/**
 * One kind of this browser's orders in one group, newest first: loading, empty (with a way to buy)
 * or one card per order.
 */
export function OrderList<K extends Order['kind']>({
  kind,
  group,
  label,
  loading,
  empty,
  children,
}: {
  kind: K;
  group: OrderGroup;
  label: string;
  loading: string;
  empty: EmptyOrders;
  children: (order: Extract<Order, { kind: K }>) => ReactNode;
}) {
  const { hydrated, list, signedIn } = useOrderGroup(kind, group);
  if (!hydrated) {
    return <LoadingStatus>{loading}</LoadingStatus>;
  }
  if (list.length === 0 && group === 'signed-out' && signedIn) return <p className="text-slate-700">{empty.signedOut}</p>;
  if (list.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
        <p className="text-lg font-semibold">{empty.title}</p>
        <p className="mt-1 text-slate-700">{empty.text}</p>
        <ButtonLink href={empty.href} className="mt-4">
          {empty.cta}
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-6" aria-label={label}>
      {list.map((o) => (
        <li key={o.id}>{children(o)}</li>
      ))}
    </ul>
  );
}
