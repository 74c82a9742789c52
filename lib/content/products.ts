import 'server-only';
import type { Product, ShopShipping } from '@/lib/schemas/product';
import { collections } from './collections';
import { readCollectionFile } from './read';
import { assertProductSports } from './rule-refs';
import { sportNamesBySlug } from './sports';

/** data/products.json, validated; sorted by id. */
export function getProducts(): Product[] {
  const file = readCollectionFile(collections.products);
  assertProductSports('data/products.json', file, sportNamesBySlug());
  return [...file.products].sort((a, b) => a.id - b.id);
}

/** data/products.json's shipping: the flat rate charged below the free-shipping threshold. */
export function getShopShipping(): ShopShipping {
  return readCollectionFile(collections.products).shipping;
}
