'use client';
import { Img } from '@/components/ui/img';
import { useId, useMemo } from 'react';
import type { Product } from '@/lib/schemas/product';
import { CATEGORY_CHIPS } from '@/lib/shop/catalog';
import { DEFAULT_FILTERS, categoryCounts, featuredProducts, filterProducts, isFiltered, locationTrail, type ShopFilters } from '@/lib/shop/filters';
import { filtersToQuery, shopFiltersFromQuery } from '@/lib/shop/url-state';
import { assetPath } from '@/lib/url/paths';
import { Button } from '@/components/ui/button';
import { ChipGroup } from '@/components/ui/chip-group';
import { useUrlState } from '@/components/ui/use-url-state';
import { Price } from './price';
import { ProductCard } from './product-card';
import { ShopFilterPanel } from './shop-filter-panel';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Filters, featured cards and the product grid. Every filter combines with AND. */
export function ShopBrowser({ products }: { products: Product[] }) {
  // The filters live in the URL query (a filtered view can be shared and survives reload); the
  // pre-rendered page has no query and lists every product.
  const [search, setSearch] = useUrlState('search');
  const filters = useMemo(() => shopFiltersFromQuery(products, search), [products, search]);
  const setFilters = (next: ShopFilters) => setSearch(filtersToQuery(next));
  const ids = useId();
  const update = (patch: Partial<ShopFilters>) => setFilters({ ...filters, ...patch });

  const visible = useMemo(() => filterProducts(products, filters), [products, filters]);
  const counts = useMemo(() => categoryCounts(products, filters), [products, filters]);
  const featured = useMemo(() => featuredProducts(products), [products]);
  const filtered = isFiltered(filters);

  return (
    <div className="container-page py-10">
      <ShopFilterPanel products={products} filters={filters} onChange={setFilters} />

      <div className="js-only mt-6">
        <ChipGroup
          look="bold"
          label="Product categories"
          chips={CATEGORY_CHIPS.map((c) => ({
            value: c.value,
            label: (
              <>
                {c.label}
                <span className="rounded-full bg-black/10 px-2 text-xs">{counts[c.value]}</span>
              </>
            ),
          }))}
          value={filters.category}
          onChange={(category) => update({ category })}
        />
      </div>

      {filters.country ? (
        <p className="mt-6 rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
          <strong>Shopping in:</strong> {locationTrail(filters)} · {plural(visible.length, 'product')} match
        </p>
      ) : null}

      {!filtered && featured.length > 0 ? (
        <section aria-labelledby={`${ids}-featured`} className="mt-10">
          <h2 id={`${ids}-featured`} className="text-2xl font-extrabold">
            Featured
          </h2>
          <ul className="mt-4 grid gap-6 md:grid-cols-3">
            {featured.map((p) => (
              <li key={p.id} className="flex flex-wrap overflow-hidden rounded-2xl bg-gradient-to-br from-brand-900 to-accent-700 text-white shadow-sm">
                <Img src={assetPath(p.image)} alt={p.imageAlt} width={800} height={600} className="aspect-square w-32 shrink-0 object-cover sm:w-36" />
                <div className="flex min-w-0 flex-1 basis-40 flex-col gap-1 p-4">
                  <p className="text-xs font-semibold tracking-wide text-pink-100 uppercase">{p.team}</p>
                  <h3 className="leading-snug font-bold">{p.name}</h3>
                  <Price price={p.price} originalPrice={p.originalPrice} className="[&_s]:text-white/90 [&_span]:text-white" />
                  <a href={`#product-${p.id}`} className="mt-auto text-sm font-semibold underline underline-offset-4">
                    See details<span className="sr-only"> of {p.name}</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={`${ids}-products`} className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`${ids}-products`} className="text-2xl font-extrabold">
            {filters.category === 'all' ? 'All Products' : CATEGORY_CHIPS.find((c) => c.value === filters.category)?.label}
          </h2>
          <p role="status" className="text-slate-700">
            Showing {plural(visible.length, 'product')}
          </p>
        </div>
        {visible.length > 0 ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {visible.map((p) => (
              <li key={p.id} className="flex">
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4 rounded-2xl border border-dashed border-slate-400 p-8 text-center">
            <p className="text-lg font-semibold">No products match your filters.</p>
            <p className="mt-1 text-slate-700">Try another search or location, or start again with every product.</p>
            <Button className="mt-4" onClick={() => setFilters(DEFAULT_FILTERS)}>
              Clear filters
            </Button>
          </div>
        )}
        <noscript>
          <p className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-950">Turn on JavaScript to filter products and add them to your cart.</p>
        </noscript>
      </section>
    </div>
  );
}
