import type { Product } from '@/lib/schemas/product';
import { matchesQuery, normalizeQuery } from '@/lib/search/text';
import { GLOBAL_COUNTRY, PRODUCT_CATEGORIES, type ProductCategory, type UserType } from './catalog';

/** The shop's filter state (all filters combine with AND). An empty string or 'all' means "no restriction". */
export interface ShopFilters {
  category: ProductCategory | 'all';
  userType: UserType | 'all';
  country: string;
  state: string;
  city: string;
  team: string;
  search: string;
}

export const DEFAULT_FILTERS: ShopFilters = Object.freeze({
  category: 'all',
  userType: 'all',
  country: '',
  state: '',
  city: '',
  team: '',
  search: '',
});

export type LocationLevel = 'country' | 'state' | 'city' | 'team';
export const LOCATION_LEVELS: readonly LocationLevel[] = ['country', 'state', 'city', 'team'];

type Searchable = Pick<Product, 'name' | 'sport' | 'team' | 'city'>;
const searchFields = (p: Searchable) => [p.name, p.sport, p.team, p.city];

/** The site's plain-text search (lib/search/text.ts) on name, sport, team or city. */
export function matchesSearch(product: Searchable, search: string): boolean {
  return matchesQuery(normalizeQuery(search), searchFields(product));
}

function matchesLocation(p: Product, f: Pick<ShopFilters, LocationLevel>): boolean {
  return (!f.country || p.country === f.country) && (!f.state || p.state === f.state) && (!f.city || p.city === f.city) && (!f.team || p.team === f.team);
}

/** Every filter combined with AND. `ignoreCategory` gives the base the category chip counts use. */
export function filterProducts(products: readonly Product[], f: ShopFilters, opts: { ignoreCategory?: boolean } = {}): Product[] {
  const q = normalizeQuery(f.search);
  return products.filter(
    (p) =>
      (opts.ignoreCategory || f.category === 'all' || p.category === f.category) &&
      (f.userType === 'all' || p.userType === f.userType) &&
      matchesLocation(p, f) &&
      matchesQuery(q, searchFields(p)),
  );
}

/** Live counts for the category chips: every other filter applies, the category itself does not. */
export function categoryCounts(products: readonly Product[], f: ShopFilters): Record<ProductCategory | 'all', number> {
  const base = filterProducts(products, f, { ignoreCategory: true });
  const counts = { all: base.length } as Record<ProductCategory | 'all', number>;
  for (const c of PRODUCT_CATEGORIES) counts[c] = base.filter((p) => p.category === c).length;
  return counts;
}

const uniqueSorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/**
 * The choices of each location dropdown, each limited by the choices above it:
 * states by the country, cities by country and state, teams by country, state and city.
 */
export function locationOptions(products: readonly Product[], f: Pick<ShopFilters, LocationLevel>): Record<LocationLevel, string[]> {
  const inCountry = products.filter((p) => !f.country || p.country === f.country);
  const inState = inCountry.filter((p) => !f.state || p.state === f.state);
  const inCity = inState.filter((p) => !f.city || p.city === f.city);
  return {
    country: uniqueSorted(products.map((p) => p.country)),
    state: uniqueSorted(inCountry.map((p) => p.state)),
    city: uniqueSorted(inState.map((p) => p.city)),
    team: uniqueSorted(inCity.map((p) => p.team)),
  };
}

/** Set one location level; the levels below it are reset, since their choices depend on it. */
export function setLocation(f: ShopFilters, level: LocationLevel, value: string): ShopFilters {
  const next = { ...f, [level]: value };
  const below = LOCATION_LEVELS.slice(LOCATION_LEVELS.indexOf(level) + 1);
  for (const l of below) next[l] = '';
  return next;
}

/** Clear Location Filters: resets country, state, city and team, keeps the rest. */
export function clearLocation(f: ShopFilters): ShopFilters {
  return { ...f, country: '', state: '', city: '', team: '' };
}

export function isFiltered(f: ShopFilters): boolean {
  return (Object.keys(DEFAULT_FILTERS) as (keyof ShopFilters)[]).some((k) => (k === 'search' ? f.search.trim() !== '' : f[k] !== DEFAULT_FILTERS[k]));
}

/** "United States → New York → New York" for the "Shopping in" banner (chosen levels only). */
export function locationTrail(f: Pick<ShopFilters, LocationLevel>): string {
  return LOCATION_LEVELS.map((l) => f[l])
    .filter(Boolean)
    .join(' → ');
}

/** The sports found in the data, for the More Filters buttons. */
export function sportsOf(products: readonly Product[]): string[] {
  return uniqueSorted(products.map((p) => p.sport));
}

/** Header figures: countries (Global is not a country), teams with a home city, uniforms. */
export function shopStats(products: readonly Product[]): { countries: number; teams: number; uniforms: number } {
  const local = products.filter((p) => p.country !== GLOBAL_COUNTRY);
  return {
    countries: new Set(local.map((p) => p.country)).size,
    teams: new Set(local.map((p) => p.team)).size,
    uniforms: products.filter((p) => p.category === 'uniform').length,
  };
}

/** Up to `max` featured products (in stock first keeps the showcase buyable), in data order. */
export function featuredProducts(products: readonly Product[], max = 3): Product[] {
  return products.filter((p) => p.featured).slice(0, max);
}

/**
 * Drop location values the data cannot satisfy (a stale or edited link): each level must be one of
 * the choices its parents allow, otherwise it and the levels below it are reset.
 */
export function sanitizeFilters(products: readonly Product[], f: ShopFilters): ShopFilters {
  let next = { ...f };
  for (const level of LOCATION_LEVELS) {
    if (next[level] && !locationOptions(products, next)[level].includes(next[level])) {
      next = setLocation(next, level, '');
      break;
    }
  }
  return next;
}
