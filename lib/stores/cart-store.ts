import { CART_MAX_QUANTITY } from '@/lib/shop/constants';
import { intBetween, isString } from './checks';
import { createPersistedStore } from './persist';
import { mapOf, type StoredOf } from './records';

/**
 * The shop cart: line -> quantity, a line being a product in one size and colour (lib/shop/cart.ts
 * lineKey; a bare product id is a line kept before, its size and colour in `sizes` and `colors`); kept
 * in storage and followed across tabs. Every change applies to the cart stored now, under the store's lock across tabs
 * (two tabs adding at once keep both lines), and resolves once written.
 */
export interface CartState {
  items: Record<string, number>;
  sizes: Record<string, string>;
  colors: Record<string, string>;
  setQuantity: (productId: number, quantity: number) => Promise<void>;
  add: (productId: number) => Promise<void>;
  remove: (productId: number) => Promise<void>;
  setSize: (productId: number, size: string) => Promise<void>;
  setColor: (productId: number, color: string) => Promise<void>;
  /**
   * Adds `by` (1 or -1) to the line `key`, whose stored keys are `stored` (lib/shop/cart.ts CartLine):
   * they become the one key, with their quantities summed, so a line kept the old way is kept, not lost.
   */
  changeLine: (key: string, stored: readonly string[], by: number) => Promise<void>;
  /** Empties the cart and forgets sizes and colours (after checkout). */
  clear: () => Promise<void>;
}

const persistedCart = { items: mapOf(intBetween(1, CART_MAX_QUANTITY)), sizes: mapOf(isString), colors: mapOf(isString) };

export const useCartStore = createPersistedStore<CartState, StoredOf<typeof persistedCart>>(
  'cart',
  { version: 1, check: persistedCart, partialize: ({ items, sizes, colors }) => ({ items, sizes, colors }) },
  (_set, _get, _api, update) => ({
    items: {},
    sizes: {},
    colors: {},
    setQuantity: (id, quantity) =>
      update((s) => {
        const items = { ...s.items };
        if (quantity <= 0) delete items[id];
        else items[id] = Math.min(CART_MAX_QUANTITY, Math.floor(quantity));
        return { items };
      }),
    add: (id) => update((s) => ({ items: { ...s.items, [id]: Math.min(CART_MAX_QUANTITY, (s.items[id] ?? 0) + 1) } })),
    remove: (id) =>
      update((s) => {
        const items = { ...s.items };
        const next = (items[id] ?? 0) - 1;
        if (next <= 0) delete items[id];
        else items[id] = next;
        return { items };
      }),
    setSize: (id, size) => update((s) => ({ sizes: { ...s.sizes, [id]: size } })),
    setColor: (id, color) => update((s) => ({ colors: { ...s.colors, [id]: color } })),
    changeLine: (key, stored, by) =>
      update((s) => {
        const keys = new Set([key, ...stored]);
        const current = [...keys].reduce((n, k) => n + (s.items[k] ?? 0), 0);
        const next = Math.max(0, Math.min(CART_MAX_QUANTITY, current + by));
        const items = { ...s.items };
        const sizes = { ...s.sizes };
        const colors = { ...s.colors };
        for (const k of keys) {
          delete items[k];
          delete sizes[k];
          delete colors[k];
        }
        if (next > 0) items[key] = next;
        return { items, sizes, colors };
      }),
    clear: () => update({ items: {}, sizes: {}, colors: {} }),
  }),
);
