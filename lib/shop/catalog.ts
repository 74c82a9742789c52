/** Shop vocabulary shared by the schema (build time) and the client widgets (no validator library here). */
export const PRODUCT_CATEGORIES = ['customer-merch', 'uniform', 'equipment'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const USER_TYPES = ['athlete', 'coach', 'fan'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const PRODUCT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type ProductSize = (typeof PRODUCT_SIZES)[number];

/** The country value of products sold everywhere (not tied to a place). */
export const GLOBAL_COUNTRY = 'Global';

/** The category chips, in the page's order. */
export const CATEGORY_CHIPS: { value: ProductCategory | 'all'; label: string }[] = [
  { value: 'all', label: 'All Products' },
  { value: 'customer-merch', label: 'Fan Merchandise' },
  { value: 'uniform', label: 'Team Uniforms' },
  { value: 'equipment', label: 'Sports Equipment' },
];

export const USER_TYPE_LABELS: Record<UserType, string> = { athlete: 'Athletes', coach: 'Coaches', fan: 'Fans' };

export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  'customer-merch': 'Fan Merchandise',
  uniform: 'Team Uniform',
  equipment: 'Sports Equipment',
};

/** Quick Location Finder: each button sets country, state and city. */
export const QUICK_LOCATIONS = [
  { label: 'New York', country: 'United States', state: 'New York', city: 'New York' },
  { label: 'Los Angeles', country: 'United States', state: 'California', city: 'Los Angeles' },
  { label: 'London', country: 'United Kingdom', state: 'England', city: 'London' },
  { label: 'Sydney', country: 'Australia', state: 'New South Wales', city: 'Sydney' },
] as const;
