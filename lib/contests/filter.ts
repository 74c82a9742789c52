import { SPECIAL_EVENTS_CATEGORY } from '@/lib/contests/constants';
import { matchesQuery, normalizeQuery, sameCategory } from '@/lib/search/text';

interface Filterable {
  title: string;
  description: string;
  category: string;
}

/** Upcoming contests search title or description; the category filter is case-insensitive. */
export function filterContests<C extends Filterable>(contests: readonly C[], query: string, category: string): C[] {
  const q = normalizeQuery(query);
  return contests.filter((c) => sameCategory(category, c.category) && matchesQuery(q, [c.title, c.description]));
}

/**
 * Filter categories are the sport slugs found in the data plus "special-events",
 * sports in the order of the sports list, special events last.
 */
export function categoryOptions(items: readonly { category: string }[], sports: readonly { slug: string; name: string }[]): { value: string; label: string }[] {
  const found = new Set(items.map((i) => i.category.toLowerCase()));
  const options = sports.filter((s) => found.has(s.slug)).map((s) => ({ value: s.slug, label: s.name }));
  options.push({ value: SPECIAL_EVENTS_CATEGORY, label: 'Special Events' });
  return options;
}

/** Display name of a category slug. */
export function categoryLabel(category: string, sports: readonly { slug: string; name: string }[]): string {
  if (category === SPECIAL_EVENTS_CATEGORY) return 'Special Events';
  return sports.find((s) => s.slug === category)?.name ?? category;
}
