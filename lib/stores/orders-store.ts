'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isOrder, type Order } from '@/lib/schemas/order';
import { arrayOf, shape, type Check } from './checks';
import { guard, persistOptions, register } from './persist';
import { LOCAL_STORAGE_KEYS } from './storage-keys';

export interface OrdersState {
  orders: Order[];
  /** Adds an order once: a second call with the same id is ignored (double clicks, retries). */
  addOrder: (order: Order) => void;
  clear: () => void;
}

// Order's newer fields are optional keys (older stored orders lack them): the check allows that.
const isPersistedOrders = shape({ orders: arrayOf(isOrder) }) as Check<{ orders: Order[] }>;

export const ORDERS_STORE_KEY = LOCAL_STORAGE_KEYS.orders;

export const useOrdersStore = register(
  create<OrdersState>()(
    persist(
      (set) => ({
        orders: [],
        addOrder: (order) => set((s) => (s.orders.some((o) => o.id === order.id) ? s : { orders: [...s.orders, order] })),
        clear: () => set({ orders: [] }),
      }),
      persistOptions<OrdersState, { orders: Order[] }>({
        name: ORDERS_STORE_KEY,
        version: 1,
        schema: guard(isPersistedOrders),
        partialize: ({ orders }) => ({ orders }),
      }),
    ),
  ),
  ORDERS_STORE_KEY,
);
