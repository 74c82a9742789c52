import type { Product } from '@/lib/schemas/product';
import { FREE_SHIPPING_THRESHOLD } from '@/lib/shop/constants';

export interface CartLine {
  product: Product;
  quantity: number;
  size: string | null;
  color: string | null;
  /** price x quantity, to the cent */
  lineTotal: number;
}

/** Money to the cent, computed in whole cents so 0.1 + 0.2 never shows as 0.30000000000000004. */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/** Only products that are in stock can go in the cart. */
export function canAddToCart(product: Pick<Product, 'inStock'>): boolean {
  return product.inStock;
}

/**
 * The size or colour a product is bought in: the one picked while the product still offers it, else
 * its first (what its card shows); null when it offers none. One rule for the card, the cart and the order.
 */
export function chosenOption(picked: string | undefined, offered: readonly string[]): string | null {
  return picked && offered.includes(picked) ? picked : (offered[0] ?? null);
}

/**
 * The cart's lines in catalogue order. Unknown product ids and products now out of stock are left
 * out (a stale or edited stored cart never shows or sells them); a size or colour the product no
 * longer offers gives way to its first, as its card shows (chosenOption).
 */
export function cartLines(
  products: readonly Product[],
  items: Record<string, number>,
  sizes: Record<string, string> = {},
  colors: Record<string, string> = {},
): CartLine[] {
  const lines: CartLine[] = [];
  for (const product of products) {
    const quantity = items[String(product.id)] ?? 0;
    if (!Number.isInteger(quantity) || quantity <= 0 || !canAddToCart(product)) continue;
    const size = sizes[String(product.id)];
    const color = colors[String(product.id)];
    lines.push({
      product,
      quantity,
      size: chosenOption(size, product.sizes as string[]),
      color: chosenOption(color, product.colors),
      lineTotal: fromCents(toCents(product.price) * quantity),
    });
  }
  return lines;
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0);
}

/** Sum of the lines, to 2 decimals. */
export function cartTotal(lines: readonly CartLine[]): number {
  return fromCents(lines.reduce((c, l) => c + toCents(l.product.price) * l.quantity, 0));
}

/** Free shipping from $75: whether it applies, how far away it is, progress 0..1. */
export function freeShippingProgress(total: number, threshold = FREE_SHIPPING_THRESHOLD): { qualifies: boolean; remaining: number; progress: number } {
  const remainingCents = Math.max(0, toCents(threshold) - toCents(total));
  return { qualifies: remainingCents === 0, remaining: fromCents(remainingCents), progress: Math.min(1, Math.max(0, total / threshold)) };
}
