import { CART_MAX_QUANTITY } from '@/lib/shop/constants';
import { intBetween, isString, recordOf, shape, type Checked } from './checks';
import { createPersistedStore } from './persist';

/** The shop cart: product id -> quantity, with the size and colour picked per product; kept in storage and followed across tabs. */
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

export const isPersistedCart = shape({ items: recordOf(intBetween(1, CART_MAX_QUANTITY)), sizes: recordOf(isString), colors: recordOf(isString) });

export const useCartStore = createPersistedStore<CartState, Checked<typeof isPersistedCart>>(
  'cart',
  {
    version: 1,
    check: isPersistedCart,
    partialize: ({ items, sizes, colors }) => ({ items, sizes, colors }),
    // Every change applies to the cart stored now (another tab's lines included).
    rereadBeforeSet: true,
  },
  (set) => ({
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
  }),
);
