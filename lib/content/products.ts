import 'server-only';
import { productsFileSchema, type Product, type ShopShipping } from '@/lib/schemas/product';
import { assertUnique, readContent } from './read';

/** data/products.json, validated; sorted by id. */
export function getProducts(): Product[] {
  const { products } = readContent('products.json', productsFileSchema);
  assertUnique('data/products.json', products, (p) => p.id, 'products.id');
  return [...products].sort((a, b) => a.id - b.id);
}

/** data/products.json's shipping: the flat rate charged below the free-shipping threshold. */
export function getShopShipping(): ShopShipping {
  return readContent('products.json', productsFileSchema).shipping;
}
