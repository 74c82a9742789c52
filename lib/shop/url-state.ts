import { PRODUCT_CATEGORIES, USER_TYPES, type ProductCategory, type UserType } from './catalog';
import type { Product } from '@/lib/schemas/product';
import { DEFAULT_FILTERS, sanitizeFilters, type ShopFilters } from './filters';

/** Query keys: ?category=uniform&user=coach&country=...&state=...&city=...&team=...&q=... */
const KEYS = { category: 'category', userType: 'user', country: 'country', state: 'state', city: 'city', team: 'team', search: 'q' } as const satisfies Record<
  keyof ShopFilters,
  string
>;

const isCategory = (v: string): v is ProductCategory => (PRODUCT_CATEGORIES as readonly string[]).includes(v);
const isUserType = (v: string): v is UserType => (USER_TYPES as readonly string[]).includes(v);

/** Filter state from a URL query; unknown or malformed values fall back to "all". */
export function filtersFromQuery(query: string | URLSearchParams): ShopFilters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const get = (k: string) => params.get(k) ?? '';
  const category = get(KEYS.category);
  const userType = get(KEYS.userType);
  return {
    category: isCategory(category) ? category : 'all',
    userType: isUserType(userType) ? userType : 'all',
    country: get(KEYS.country),
    state: get(KEYS.state),
    city: get(KEYS.city),
    team: get(KEYS.team),
    search: get(KEYS.search),
  };
}

/** The query string for a filter state ("" when nothing is filtered), defaults left out. */
export function filtersToQuery(f: ShopFilters): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(KEYS) as (keyof ShopFilters)[]) {
    const value = f[key];
    if (value && value !== DEFAULT_FILTERS[key]) params.set(KEYS[key], value);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The filters a shop URL asks for, with a location no product has left out (an old shared link still shows products). */
export function shopFiltersFromQuery(products: readonly Product[], query: string): ShopFilters {
  return sanitizeFilters(products, filtersFromQuery(query));
}
