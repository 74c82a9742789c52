/** @jest-environment node */
import { getProducts } from '@/lib/content/products';
import { loadFixture } from '../../fixtures/data-dir';
import * as shop from '@/lib/shop/filters';
import { QUICK_LOCATIONS } from '@/lib/shop/catalog';

/** The catalogue of a sample products file, so an editor's change to data/products.json keeps these figures. */
const products = loadFixture('data-sample', getProducts);
const ids = (f: Partial<shop.ShopFilters>) => shop.filterProducts(products, { ...shop.DEFAULT_FILTERS, ...f }).map((p) => p.id);

describe('shop catalogue', () => {
  it('has the 12 sample products with ids 1-7, 10, 11, 20-22 priced $29 to $159', () => {
    expect(products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 10, 11, 20, 21, 22]);
    expect(Math.min(...products.map((p) => p.price))).toBe(29);
    expect(Math.max(...products.map((p) => p.price))).toBe(159);
    expect(products.some((p) => !p.inStock)).toBe(true);
    expect(products.some((p) => p.originalPrice)).toBe(true);
  });

  it('computes the header figures from the data', () => {
    expect(shop.shopStats(products)).toEqual({ countries: 3, teams: 4, uniforms: 6 });
  });

  it('shows at most three featured products', () => {
    expect(products.filter((p) => p.featured).length).toBeGreaterThan(3);
    expect(shop.featuredProducts(products)).toHaveLength(3);
    expect(shop.featuredProducts(products).every((p) => p.featured)).toBe(true);
  });

  it('every Quick Location exists in the data', () => {
    for (const q of QUICK_LOCATIONS) expect(ids({ country: q.country, state: q.state, city: q.city }).length).toBeGreaterThan(0);
  });
});

describe('each filter alone', () => {
  it('no filter shows every product', () => {
    expect(ids({})).toHaveLength(12);
    expect(shop.isFiltered(shop.DEFAULT_FILTERS)).toBe(false);
  });

  it('category keeps one category', () => {
    expect(ids({ category: 'uniform' })).toEqual([1, 3, 5, 6, 7, 21]);
    expect(ids({ category: 'customer-merch' })).toEqual([2, 4, 20]);
    expect(ids({ category: 'equipment' })).toEqual([10, 11, 22]);
  });

  it('user type keeps athlete, coach or fan products', () => {
    expect(ids({ userType: 'coach' })).toEqual([6, 11, 21]);
    expect(ids({ userType: 'fan' })).toEqual([2, 4, 20]);
    expect(ids({ userType: 'athlete' })).toEqual([1, 3, 5, 7, 10, 22]);
  });

  it('each location level filters on its own', () => {
    expect(ids({ country: 'United States' })).toEqual([1, 2, 3, 4, 21]);
    expect(ids({ state: 'California' })).toEqual([3, 4, 21]);
    expect(ids({ city: 'London' })).toEqual([5, 6]);
    expect(ids({ team: 'Sydney Surf Club' })).toEqual([7, 20]);
    expect(ids({ country: 'Global' })).toEqual([10, 11, 22]);
  });

  it('search matches name, sport, team or city, ignoring case and surrounding spaces', () => {
    expect(ids({ search: 'HOODIE' })).toEqual([2]);
    expect(ids({ search: 'tennis' })).toEqual([22]);
    expect(ids({ search: 'royals' })).toEqual([5, 6]);
    expect(ids({ search: '  sydney ' })).toEqual([7, 20]);
    expect(ids({ search: 'no such thing' })).toEqual([]);
  });

  it('search treats input as plain text: pattern characters match literally', () => {
    expect(() => ids({ search: '(((((a+)+)+)+)+$[' })).not.toThrow();
    expect(ids({ search: '.*' })).toEqual([]);
    expect(shop.matchesSearch({ name: 'Price (USD) [new]', sport: '', team: '', city: '' }, '(usd) [')).toBe(true);
  });

  it('a 5,000-character search returns quickly with no match', () => {
    const start = performance.now();
    expect(ids({ search: 'ab'.repeat(2500) })).toEqual([]);
    expect(performance.now() - start).toBeLessThan(200);
  });
});

describe('filters combined with AND', () => {
  it('user type and category', () => {
    expect(ids({ userType: 'coach', category: 'uniform' })).toEqual([6, 21]);
  });

  it('location and search', () => {
    expect(ids({ country: 'United States', search: 'softball' })).toEqual([1, 2]);
  });

  it('all filters at once, and a contradiction gives nothing', () => {
    expect(
      ids({ category: 'uniform', userType: 'athlete', country: 'United Kingdom', state: 'England', city: 'London', team: 'London Royals', search: 'jersey' }),
    ).toEqual([5]);
    expect(ids({ userType: 'fan', category: 'equipment' })).toEqual([]);
    expect(shop.isFiltered({ ...shop.DEFAULT_FILTERS, userType: 'fan' })).toBe(true);
  });

  it('category counts follow the other filters but not the category itself', () => {
    expect(shop.categoryCounts(products, shop.DEFAULT_FILTERS)).toEqual({ all: 12, 'customer-merch': 3, uniform: 6, equipment: 3 });
    expect(shop.categoryCounts(products, { ...shop.DEFAULT_FILTERS, category: 'uniform', country: 'United States' })).toEqual({
      all: 5,
      'customer-merch': 2,
      uniform: 3,
      equipment: 0,
    });
  });
});

describe('cascading location options', () => {
  it('with nothing chosen every option is offered', () => {
    const o = shop.locationOptions(products, shop.DEFAULT_FILTERS);
    expect(o.country).toEqual(['Australia', 'Global', 'United Kingdom', 'United States']);
    expect(o.team).toContain('London Royals');
  });

  it('states follow the country, cities the state, teams the city', () => {
    let f = shop.setLocation(shop.DEFAULT_FILTERS, 'country', 'United States');
    expect(shop.locationOptions(products, f).state).toEqual(['California', 'New York']);
    expect(shop.locationOptions(products, f).city).toEqual(['Los Angeles', 'New York']);
    f = shop.setLocation(f, 'state', 'California');
    expect(shop.locationOptions(products, f).city).toEqual(['Los Angeles']);
    expect(shop.locationOptions(products, f).team).toEqual(['Los Angeles Waves']);
  });

  it('changing a level resets the levels below it', () => {
    const f = { ...shop.DEFAULT_FILTERS, country: 'United States', state: 'New York', city: 'New York', team: 'New York Empire' };
    expect(shop.setLocation(f, 'country', 'Australia')).toMatchObject({ country: 'Australia', state: '', city: '', team: '' });
    expect(shop.setLocation(f, 'city', 'New York')).toMatchObject({ state: 'New York', city: 'New York', team: '' });
  });

  it('Clear Location Filters resets all four and keeps the rest', () => {
    const f = {
      ...shop.DEFAULT_FILTERS,
      userType: 'fan' as const,
      search: 'x',
      country: 'Australia',
      state: 'New South Wales',
      city: 'Sydney',
      team: 'Sydney Surf Club',
    };
    expect(shop.clearLocation(f)).toEqual({ ...shop.DEFAULT_FILTERS, userType: 'fan', search: 'x' });
  });

  it('the banner trail lists the chosen levels with arrows', () => {
    expect(shop.locationTrail({ country: 'United Kingdom', state: 'England', city: 'London', team: '' })).toBe('United Kingdom → England → London');
  });

  it('sports come from the data', () => {
    expect(shop.sportsOf(products)).toEqual(['Cricket', 'Darts', 'Golf', 'Soccer', 'Softball']);
  });
});

describe('sanitizing filters from a link', () => {
  it('keeps a consistent location', () => {
    const f = { ...shop.DEFAULT_FILTERS, country: 'United Kingdom', state: 'England', city: 'London' };
    expect(shop.sanitizeFilters(products, f)).toEqual(f);
  });

  it('resets a level its parents do not allow, and the levels below it', () => {
    const f = { ...shop.DEFAULT_FILTERS, search: 'x', country: 'Australia', state: 'England', city: 'London', team: 'London Royals' };
    expect(shop.sanitizeFilters(products, f)).toEqual({ ...shop.DEFAULT_FILTERS, search: 'x', country: 'Australia' });
    expect(shop.sanitizeFilters(products, { ...shop.DEFAULT_FILTERS, country: 'Atlantis' })).toEqual(shop.DEFAULT_FILTERS);
  });
});
