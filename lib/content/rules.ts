import 'server-only';
import { SPECIAL_EVENTS_CATEGORY } from '@/lib/contests/constants';
import { getSportLinks } from './sports';

/** Throw unless the category is a sport slug from data/sports or "special-events" (no other contest or winner categories). */
export function assertCategory(label: string, index: number, category: string): void {
  if (category === SPECIAL_EVENTS_CATEGORY) return;
  if (!getSportLinks().some((s) => s.slug === category)) {
    throw new Error(`${label}: ${index}.category: unknown category "${category}" (expected a sport slug or "${SPECIAL_EVENTS_CATEGORY}")`);
  }
}

/** Throw when more than one item is featured. */
export function assertAtMostOneFeatured(label: string, items: readonly { featured: boolean }[]): void {
  if (items.filter((i) => i.featured).length > 1) throw new Error(`${label}: featured: only one item may be featured`);
}
