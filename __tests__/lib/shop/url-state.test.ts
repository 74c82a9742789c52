/** @jest-environment node */
import { DEFAULT_FILTERS } from '@/lib/shop/filters';
import { filtersFromQuery, filtersToQuery, shopFiltersFromQuery } from '@/lib/shop/url-state';
import { getProducts } from '@/lib/content/products';
import { loadFixture } from '../../fixtures/data-dir';

describe('shop filters in the URL query', () => {
  it('leaves the query empty for the default view', () => {
    expect(filtersToQuery(DEFAULT_FILTERS)).toBe('');
    expect(filtersFromQuery('')).toEqual(DEFAULT_FILTERS);
  });

  it('round-trips every filter, including spaces, arrows and ampersands', () => {
    const f = {
      category: 'uniform' as const,
      userType: 'coach' as const,
      country: 'United Kingdom',
      state: 'England',
      city: 'London',
      team: 'London Royals',
      search: 'a & b → c?',
    };
    const q = filtersToQuery(f);
    expect(q).toMatch(/^\?category=uniform&user=coach&country=United\+Kingdom/);
    expect(filtersFromQuery(q)).toEqual(f);
  });

  it('falls back to "all" for unknown category and user type values', () => {
    expect(filtersFromQuery('?category=shoes&user=admin&city=Sydney')).toEqual({ ...DEFAULT_FILTERS, city: 'Sydney' });
  });

  it('accepts URLSearchParams and a 5,000-character search', () => {
    const long = 'x'.repeat(5000);
    expect(filtersFromQuery(new URLSearchParams({ q: long })).search).toHaveLength(5000);
  });

  it('drops a location no product has (an old shared link), keeping the rest', () => {
    const products = loadFixture('data-sample', getProducts);
    const f = shopFiltersFromQuery(products, '?country=Atlantis&user=coach');
    expect(f).toEqual({ ...DEFAULT_FILTERS, userType: 'coach' });
  });
});
