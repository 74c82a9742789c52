import { isOrder, type Order } from '@/lib/schemas/order';
import { arrayOf, shape, type Check } from './checks';
import { createPersistedStore } from './persist';

export interface OrdersState {
  orders: Order[];
  /** Adds an order once: a second call with the same id is ignored (double clicks, retries). */
  addOrder: (order: Order) => void;
  clear: () => void;
}

type PersistedOrders = Pick<OrdersState, 'orders'>;

// Order's newer fields are optional keys (older stored orders lack them): the check allows that.
const isPersistedOrders = shape({ orders: arrayOf(isOrder) }) as Check<PersistedOrders>;

export const useOrdersStore = createPersistedStore<OrdersState, PersistedOrders>(
  'orders',
  {
    version: 1,
    check: isPersistedOrders,
    partialize: ({ orders }) => ({ orders }),
    // Every write starts from the orders stored now (another tab's included): none is ever overwritten.
    rereadBeforeSet: true,
    // An order this tab could not save (storage full) is kept when another tab's orders are read.
    combine: (stored, mine) => ({ orders: [...stored.orders, ...mine.orders.filter((o) => !stored.orders.some((s) => s.id === o.id))] }),
  },
  (set) => ({
    orders: [],
    addOrder: (order) => set((s) => (s.orders.some((o) => o.id === order.id) ? s : { orders: [...s.orders, order] })),
    clear: () => set({ orders: [] }),
  }),
);
