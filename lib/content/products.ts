import 'server-only';
import type { Product, ShopShipping } from '@/lib/schemas/product';
import { collections } from './collections';
import { assertCollectionRefs, readCollectionFile } from './read';
import { sportNamesBySlug } from './sports';

/**
 * data/products.json, validated, its sports checked; sorted by id. The file names a product's sport by
 * its slug (a sport renamed keeps its products); the shop shows, filters and searches by the sport's
 * display name, so `sport` here is that name.
 */
export function getProducts(): Product[] {
  const file = readCollectionFile(collections.products);
  assertCollectionRefs(collections.products, file);
  const names = sportNamesBySlug();
  return file.products.map((p) => ({ ...p, sport: names.get(p.sport)! })).sort((a, b) => a.id - b.id);
}

/** data/products.json's shipping: the flat rate charged below the free-shipping threshold. */
export function getShopShipping(): ShopShipping {
  return readCollectionFile(collections.products).shipping;
}
