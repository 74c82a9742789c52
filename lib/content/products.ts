import { productsFileSchema, type Product } from '@/lib/schemas/product';
import { assertUnique, readContent } from './read';

/** data/products.json, validated; sorted by id. */
export function getProducts(): Product[] {
  const { products } = readContent('products.json', productsFileSchema);
  assertUnique('data/products.json', products, (p) => p.id, 'products.id');
  return [...products].sort((a, b) => a.id - b.id);
}
