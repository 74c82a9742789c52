import type { Product } from '@/lib/schemas/product';
import { CART_MAX_QUANTITY, FREE_SHIPPING_THRESHOLD } from '@/lib/shop/constants';

export interface CartLine {
  /** The line's key: its product, size and colour (lineKey). */
  key: string;
  /** The stored keys this line is made of (a line kept before sizes were lines may be merged in). */
  stored: string[];
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
 * A cart line's key: the product with the size and colour it is bought in, so one jersey in XL and one
 * in M are two lines (`5~XL~Royal%20Blue`). A bare product id (`5`) is a line kept before sizes were
 * lines: its size and colour are in the cart's size and colour maps.
 */
export function lineKey(productId: number, size: string | null, color: string | null): string {
  return [String(productId), encodeURIComponent(size ?? ''), encodeURIComponent(color ?? '')].join('~');
}

/** What a stored key names: the product id, and the size and colour picked (undefined: none kept). */
function readLineKey(key: string, sizes: Record<string, string>, colors: Record<string, string>): { id: number; size?: string; color?: string } | null {
  const parts = key.split('~');
  if (parts.length === 1) return /^\d+$/.test(key) ? { id: Number(key), size: sizes[key], color: colors[key] } : null;
  if (parts.length !== 3 || !/^\d+$/.test(parts[0]!)) return null;
  try {
    return { id: Number(parts[0]), size: decodeURIComponent(parts[1]!) || undefined, color: decodeURIComponent(parts[2]!) || undefined };
  } catch {
    return null;
  }
}

/**
 * The cart's lines in catalogue order, then in the order of the product's sizes and colours. Unknown
 * product ids and products now out of stock are left out (a stale or edited stored cart never shows or
 * sells them); a size or colour the product no longer offers gives way to its first, as its card shows
 * (chosenOption), and lines that then name the same size and colour are one line.
 */
export function cartLines(
  products: readonly Product[],
  items: Record<string, number>,
  sizes: Record<string, string> = {},
  colors: Record<string, string> = {},
): CartLine[] {
  const order = new Map(products.map((p, i) => [p.id, i]));
  const merged = new Map<string, CartLine>();
  for (const [stored, quantity] of Object.entries(items)) {
    if (!Number.isInteger(quantity) || quantity <= 0) continue;
    const named = readLineKey(stored, sizes, colors);
    const product = named ? products[order.get(named.id) ?? -1] : undefined;
    if (!named || !product || !canAddToCart(product)) continue;
    const size = chosenOption(named.size, product.sizes as string[]);
    const color = chosenOption(named.color, product.colors);
    const key = lineKey(product.id, size, color);
    const line = merged.get(key) ?? { key, stored: [], product, quantity: 0, size, color, lineTotal: 0 };
    line.stored.push(stored);
    line.quantity = Math.min(CART_MAX_QUANTITY, line.quantity + quantity);
    merged.set(key, line);
  }
  const place = (l: CartLine) => [
    order.get(l.product.id)!,
    l.size === null ? 0 : (l.product.sizes as string[]).indexOf(l.size),
    l.color === null ? 0 : l.product.colors.indexOf(l.color),
  ];
  return [...merged.values()]
    .map((l) => ({ ...l, lineTotal: fromCents(toCents(l.product.price) * l.quantity) }))
    .sort((a, b) => {
      const [x, y] = [place(a), place(b)];
      return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
    });
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
