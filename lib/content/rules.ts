import 'server-only';
import { SPECIAL_EVENTS_CATEGORY } from '@/lib/contests/constants';
import { collections } from './collections';
import { collectionKeys } from './read';

/**
 * Throw unless the category is a sport slug (a key of the table's `sports`) or "special-events": the
 * rule the table names for winners' and the admin samples' categories (their errors name the index).
 */
export function assertCategory(label: string, index: number, category: string): void {
  if (category === SPECIAL_EVENTS_CATEGORY) return;
  if (!collectionKeys(collections.sports).has(category)) {
    throw new Error(`${label}: ${index}.category: unknown category "${category}" (expected a sport slug or "${SPECIAL_EVENTS_CATEGORY}")`);
  }
}

/** Throw when more than one item is featured. */
export function assertAtMostOneFeatured(label: string, items: readonly { featured: boolean }[]): void {
  if (items.filter((i) => i.featured).length > 1) throw new Error(`${label}: featured: only one item may be featured`);
}
