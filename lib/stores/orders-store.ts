import { isOrder, type Order } from '@/lib/schemas/order';
import type { Check } from './checks';
import { createPersistedStore } from './persist';
import { kindsKnown, listOf } from './records';

export interface OrdersState {
  orders: Order[];
  /** Adds an order once: a second call with the same id is ignored (double clicks, retries). Resolves once written. */
  addOrder: (order: Order) => Promise<void>;
  clear: () => Promise<void>;
}

type PersistedOrders = Pick<OrdersState, 'orders'>;

/** The kinds of order this build knows: an order of another kind (a newer build's) is kept as it is. */
export const ORDER_KINDS = ['ticket', 'shop', 'entry'] as const;

export const useOrdersStore = createPersistedStore<OrdersState, PersistedOrders>(
  'orders',
  {
    version: 1,
    // Order's newer fields are optional keys (older stored orders lack them): the check allows that.
    check: { orders: listOf(isOrder as Check<Order>, { known: kindsKnown(ORDER_KINDS) }) },
    partialize: ({ orders }) => ({ orders }),
    // An order this tab could not save (storage full) is kept when another tab's orders are read.
    combine: (stored, mine) => ({ orders: [...stored.orders, ...mine.orders.filter((o) => !stored.orders.some((s) => s.id === o.id))] }),
  },
  // Every write starts from the orders stored now, under the lock (update): none is ever overwritten.
  (_set, _get, _api, update) => ({
    orders: [],
    addOrder: (order) => update((s) => (s.orders.some((o) => o.id === order.id) ? {} : { orders: [...s.orders, order] })),
    clear: () => update({ orders: [] }),
  }),
);
