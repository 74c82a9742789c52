'use client';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Order } from '@/lib/schemas/order';
import { ordersInGroup, type OrderGroup } from '@/lib/orders/visibility';
import { useOrdersStore } from '@/lib/stores/orders-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';

/**
 * This browser's orders of one kind in one group (lib/orders/visibility) for whoever is signed in
 * now, newest first. Other tabs' orders and sign-ins appear through the store sync.
 */
export function useOrderGroup<K extends Order['kind']>(kind: K, group: OrderGroup) {
  const hydrated = useHasHydrated();
  const orders = useOrdersStore(useShallow((s) => s.orders));
  const signedInId = useSessionStore((s) => s.userId);
  const list = useMemo(
    () =>
      ordersInGroup(
        orders.filter((o): o is Extract<Order, { kind: K }> => o.kind === kind),
        group,
        signedInId,
      ).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    [orders, kind, group, signedInId],
  );
  return { hydrated, list, signedIn: signedInId !== null };
}
