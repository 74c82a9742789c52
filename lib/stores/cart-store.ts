'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { CART_MAX_QUANTITY } from '@/lib/shop/constants';
import { guard, isRecord, persistOptions, readModifyWrite, register } from './persist';
import { LOCAL_STORAGE_KEYS } from './storage-keys';

/** The shop cart: product id -> quantity, with the size and colour picked per product (decisions §5). */
export interface CartState {
  items: Record<string, number>;
  sizes: Record<string, string>;
  colors: Record<string, string>;
  setQuantity: (productId: number, quantity: number) => void;
  add: (productId: number) => void;
  remove: (productId: number) => void;
  setSize: (productId: number, size: string) => void;
  setColor: (productId: number, color: string) => void;
  /** Empties the cart and forgets sizes and colours (after checkout). */
  clear: () => void;
}

type PersistedCart = Pick<CartState, 'items' | 'sizes' | 'colors'>;

const isQuantity = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= CART_MAX_QUANTITY;
const everyValue = (v: unknown, check: (x: unknown) => boolean) => isRecord(v) && Object.values(v).every(check);

// The shop page loads this store, so stored state is checked by hand (no validator library in the bundle).
export const isPersistedCart = (v: unknown): v is PersistedCart =>
  isRecord(v) && everyValue(v.items, isQuantity) && everyValue(v.sizes, (x) => typeof x === 'string') && everyValue(v.colors, (x) => typeof x === 'string');

const persistedSchema = guard(isPersistedCart);

export const CART_STORE_KEY = LOCAL_STORAGE_KEYS.cart;

export const useCartStore = register(
  create<CartState>()(
    persist(
      // Every change applies to the cart stored now (another tab's lines included).
      readModifyWrite(LOCAL_STORAGE_KEYS.cart, (set) => ({
        items: {},
        sizes: {},
        colors: {},
        setQuantity: (id, quantity) =>
          set((s) => {
            const items = { ...s.items };
            if (quantity <= 0) delete items[id];
            else items[id] = Math.min(CART_MAX_QUANTITY, Math.floor(quantity));
            return { items };
          }),
        add: (id) => set((s) => ({ items: { ...s.items, [id]: Math.min(CART_MAX_QUANTITY, (s.items[id] ?? 0) + 1) } })),
        remove: (id) =>
          set((s) => {
            const items = { ...s.items };
            const next = (items[id] ?? 0) - 1;
            if (next <= 0) delete items[id];
            else items[id] = next;
            return { items };
          }),
        setSize: (id, size) => set((s) => ({ sizes: { ...s.sizes, [id]: size } })),
        setColor: (id, color) => set((s) => ({ colors: { ...s.colors, [id]: color } })),
        clear: () => set({ items: {}, sizes: {}, colors: {} }),
      })),
      persistOptions<CartState, PersistedCart>({
        name: CART_STORE_KEY,
        version: 1,
        schema: persistedSchema,
        partialize: ({ items, sizes, colors }) => ({ items, sizes, colors }),
      }),
    ),
  ),
  CART_STORE_KEY,
);
