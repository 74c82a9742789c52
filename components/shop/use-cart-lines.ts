'use client';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Product } from '@/lib/schemas/product';
import { cartCount, cartLines, cartTotal, type CartLine } from '@/lib/shop/cart';
import { useCartStore } from '@/lib/stores/cart-store';

/** The cart as lines of known, in-stock products, with item count and total. */
export function useCartLines(products: readonly Product[]): { lines: CartLine[]; count: number; total: number } {
  const { items, sizes, colors } = useCartStore(useShallow((s) => ({ items: s.items, sizes: s.sizes, colors: s.colors })));
  return useMemo(() => {
    const lines = cartLines(products, items, sizes, colors);
    return { lines, count: cartCount(lines), total: cartTotal(lines) };
  }, [products, items, sizes, colors]);
}
