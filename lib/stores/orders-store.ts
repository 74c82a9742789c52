'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { orderSchema, type Order } from '@/lib/schemas/order';
import { persistOptions, register } from './persist';
import { LOCAL_STORAGE_KEYS } from './storage-keys';

export interface OrdersState {
  orders: Order[];
  /** Adds an order once: a second call with the same id is ignored (double clicks, retries). */
  addOrder: (order: Order) => void;
  clear: () => void;
}

const persistedSchema = z.object({ orders: z.array(orderSchema) });

export const ORDERS_STORE_KEY = LOCAL_STORAGE_KEYS.orders;

export const useOrdersStore = register(
  create<OrdersState>()(
    persist(
      (set) => ({
        orders: [],
        addOrder: (order) => set((s) => (s.orders.some((o) => o.id === order.id) ? s : { orders: [...s.orders, order] })),
        clear: () => set({ orders: [] }),
      }),
      persistOptions<OrdersState, z.infer<typeof persistedSchema>>({
        name: ORDERS_STORE_KEY,
        version: 1,
        schema: persistedSchema,
        partialize: ({ orders }) => ({ orders }),
      }),
    ),
  ),
  ORDERS_STORE_KEY,
);
