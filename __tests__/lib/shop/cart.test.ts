/** @jest-environment node */
import { getProducts } from '@/lib/content/products';
import { loadFixture } from '../../fixtures/data-dir';
import { canAddToCart, cartCount, cartLines, cartTotal, chosenOption, freeShippingProgress, lineKey } from '@/lib/shop/cart';

/** The catalogue of a sample products file, so an editor's change to data/products.json keeps these figures. */
const products = loadFixture('data-sample', getProducts);
const byId = (id: number) => products.find((p) => p.id === id)!;

describe('cart lines and totals', () => {
  it('lists lines in catalogue order with their size, colour and line total', () => {
    const lines = cartLines(products, { '3': 1, '1': 2 }, { '1': 'M' }, { '1': 'White' });
    expect(lines.map((l) => [l.product.id, l.quantity, l.size, l.color, l.lineTotal])).toEqual([
      [1, 2, 'M', 'White', 179.98],
      // None picked: the product's first size and colour, as its card shows them.
      [3, 1, byId(3).sizes[0] ?? null, byId(3).colors[0] ?? null, 119],
    ]);
    expect(cartCount(lines)).toBe(3);
    expect(cartTotal(lines)).toBe(298.98);
  });

  it('totals to the cent without floating-point drift', () => {
    // 3 x 34.50 + 3 x 39.99 = 223.47
    expect(cartTotal(cartLines(products, { '11': 3, '10': 3 }))).toBe(223.47);
    expect(cartTotal(cartLines(products, { '6': 1, '10': 1 }))).toBe(169.49);
  });

  it('an empty cart totals $0.00', () => {
    expect(cartTotal(cartLines(products, {}))).toBe(0);
  });

  it('leaves out unknown ids, zero or broken quantities and out-of-stock products', () => {
    expect(byId(7).inStock).toBe(false);
    expect(canAddToCart(byId(7))).toBe(false);
    expect(canAddToCart(byId(1))).toBe(true);
    const lines = cartLines(products, { '7': 2, '999': 1, '2': 0, '4': 1.5, '20': 1 });
    expect(lines.map((l) => l.product.id)).toEqual([20]);
  });

  it('a size or colour the product no longer offers gives way to its first, as its card shows', () => {
    const [line] = cartLines(products, { '2': 1 }, { '2': 'XXXL' }, { '2': 'Purple' });
    expect(line).toMatchObject({ size: byId(2).sizes[0] ?? null, color: byId(2).colors[0] ?? null });
    expect(chosenOption('XXXL', [])).toBeNull();
    expect(chosenOption('M', ['S', 'M'])).toBe('M');
  });
});

describe('a line per size and colour', () => {
  const jersey = products.find((p) => p.sizes.length >= 2 && p.colors.length >= 1 && p.inStock)!;
  const [small, large] = jersey.sizes as string[];
  const colour = jersey.colors[0]!;

  it('keeps one product in two sizes as two lines, in the order of its sizes', () => {
    const lines = cartLines(products, { [lineKey(jersey.id, large!, colour)]: 1, [lineKey(jersey.id, small!, colour)]: 2 });
    expect(lines.map((l) => [l.size, l.quantity])).toEqual([
      [small, 2],
      [large, 1],
    ]);
    expect(cartCount(lines)).toBe(3);
  });

  it('merges a line kept the old way (a bare id with its size in the size map) with the same size and colour, naming both stored keys', () => {
    const key = lineKey(jersey.id, small!, colour);
    const [line, ...rest] = cartLines(products, { [String(jersey.id)]: 1, [key]: 2 }, { [String(jersey.id)]: small! }, { [String(jersey.id)]: colour });
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ key, quantity: 3, size: small });
    expect(line!.stored.sort()).toEqual([String(jersey.id), key].sort());
  });

  it('reads sizes and colours with any character, and leaves out keys it cannot read', () => {
    const odd = lineKey(jersey.id, small!, colour);
    expect(decodeURIComponent(odd.split('~')[2]!)).toBe(colour);
    expect(cartLines(products, { 'x~y~z': 1, '1~%E0~a': 1, '1~a': 1 })).toEqual([]);
  });
});

describe('free shipping from $75', () => {
  it('shows how far away free shipping is', () => {
    expect(freeShippingProgress(62.5)).toEqual({ qualifies: false, remaining: 12.5, progress: 62.5 / 75 });
    expect(freeShippingProgress(0)).toMatchObject({ qualifies: false, remaining: 75, progress: 0 });
  });

  it('qualifies at $75 and above', () => {
    expect(freeShippingProgress(75)).toEqual({ qualifies: true, remaining: 0, progress: 1 });
    expect(freeShippingProgress(298.98)).toMatchObject({ qualifies: true, remaining: 0, progress: 1 });
    expect(freeShippingProgress(74.99)).toMatchObject({ qualifies: false, remaining: 0.01 });
  });
});
