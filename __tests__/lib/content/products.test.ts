/** @jest-environment node */
import { productsFileSchema } from '@/lib/schemas/product';
import { parseContent } from '@/lib/content/read';
import { getProducts } from '@/lib/content/products';
import fs from 'node:fs';
import { at } from '@/lib/must';

// A product as data/products.json holds it (getProducts gives its sport's name, the file its slug).
const good = at(JSON.parse(fs.readFileSync('data/products.json', 'utf8')).products as Record<string, unknown>[], 0, 'product');

describe('products data', () => {
  it('data/products.json is valid, sorted by id, with unique ids', () => {
    const ids = getProducts().map((p) => p.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('names the file and field path of a bad product', () => {
    const bad = JSON.stringify({ shipping: { flatRate: 5 }, products: [{ ...good, sizes: ['XXXL'] }] });
    expect(() => parseContent('data/products.json', bad, productsFileSchema)).toThrow(/^data\/products\.json: products\.0\.sizes\.0: /);
  });

  it('needs a shipping flat rate that is money', () => {
    for (const shipping of [undefined, { flatRate: -1 }, { flatRate: 'free' }]) {
      const bad = JSON.stringify({ shipping, products: [good] });
      expect(() => parseContent('data/products.json', bad, productsFileSchema)).toThrow(/^data\/products\.json: shipping/);
    }
  });

  it('rejects an original price that is not above the price', () => {
    const bad = JSON.stringify({ shipping: { flatRate: 5 }, products: [{ ...good, originalPrice: good.price }] });
    expect(() => parseContent('data/products.json', bad, productsFileSchema)).toThrow(/products\.0\.originalPrice: originalPrice must be higher/);
  });

  it('rejects an unknown category or user type', () => {
    expect(() => parseContent('x', JSON.stringify({ products: [{ ...good, category: 'webcam' }] }), productsFileSchema)).toThrow(/category/);
    expect(() => parseContent('x', JSON.stringify({ products: [{ ...good, userType: 'admin' }] }), productsFileSchema)).toThrow(/userType/);
  });
});
