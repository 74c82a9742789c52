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

/** A category chip: a sport's slug and name, or Special Events. */
export type CategoryOption = { value: string; label: string };

type SportName = { slug: string; name: string };

/** The league's sports split by the featured list (lib/content/sports.ts foldByFeaturedSports). */
export type FoldedSports = { featured: readonly SportName[]; more: readonly SportName[] };

/** The sports of `sports` that `items` name, in the sports' order. */
function sportOptions(items: readonly { category: string }[], sports: readonly SportName[]): CategoryOption[] {
  const found = new Set(items.map((i) => i.category.toLowerCase()));
  return sports.filter((s) => found.has(s.slug)).map((s) => ({ value: s.slug, label: s.name }));
}

/**
 * Filter categories are the sport slugs found in the data plus "special-events",
 * sports in the order of the sports list, special events last.
 */
export function categoryOptions(items: readonly { category: string }[], sports: readonly SportName[]): CategoryOption[] {
  return [...sportOptions(items, sports), { value: SPECIAL_EVENTS_CATEGORY, label: 'Special Events' }];
}

/**
 * The category chips bounded like the menus: the featured sports the items name, then Special
 * Events, shown; the other sports they name folded under More sports.
 */
export function foldedCategoryOptions(items: readonly { category: string }[], sports: FoldedSports): { shown: CategoryOption[]; more: CategoryOption[] } {
  return { shown: categoryOptions(items, sports.featured), more: sportOptions(items, sports.more) };
}

/** Each item with the display name of its category, as the cards show it. */
export function withCategoryLabels<T extends { category: string }>(items: readonly T[], sports: FoldedSports): (T & { categoryLabel: string })[] {
  const all = [...sports.featured, ...sports.more];
  return items.map((item) => ({ ...item, categoryLabel: categoryLabel(item.category, all) }));
}

/** Display name of a category slug. */
export function categoryLabel(category: string, sports: readonly { slug: string; name: string }[]): string {
  if (category === SPECIAL_EVENTS_CATEGORY) return 'Special Events';
  return sports.find((s) => s.slug === category)?.name ?? category;
}
