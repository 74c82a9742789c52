'use client';
import { Img } from '@/components/ui/img';
import { useId, useMemo, useState } from 'react';
import type { Product } from '@/lib/schemas/product';
import { CATEGORY_CHIPS, QUICK_LOCATIONS, USER_TYPES, USER_TYPE_LABELS } from '@/lib/shop/catalog';
import {
  DEFAULT_FILTERS,
  categoryCounts,
  clearLocation,
  featuredProducts,
  filterProducts,
  isFiltered,
  locationOptions,
  locationTrail,
  sanitizeFilters,
  setLocation,
  sportsOf,
  type LocationLevel,
  type ShopFilters,
} from '@/lib/shop/filters';
import { filtersFromQuery, filtersToQuery } from '@/lib/shop/url-state';
import { assetPath } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { ChipGroup } from '@/components/ui/chip-group';
import { useUrlState } from '@/components/ui/use-url-state';
import { Price } from './price';
import { ProductCard } from './product-card';

const LOCATION_FIELDS: { level: LocationLevel; label: string; all: string }[] = [
  { level: 'country', label: 'Country', all: 'All countries' },
  { level: 'state', label: 'State/Region', all: 'All states and regions' },
  { level: 'city', label: 'City', all: 'All cities' },
  { level: 'team', label: 'Team', all: 'All teams' },
];

const USER_TYPE_CHIPS = [{ value: 'all' as const, label: 'Everyone' }, ...USER_TYPES.map((t) => ({ value: t, label: USER_TYPE_LABELS[t] }))];
const QUICK_LOCATION_CHIPS = QUICK_LOCATIONS.map((q) => ({ value: q.label, label: q.label }));

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Filters, featured cards and the product grid. Every filter combines with AND (spec §4 "Shop"). */
export function ShopBrowser({ products }: { products: Product[] }) {
  // The filters live in the URL query (a filtered view can be shared and survives reload); the
  // pre-rendered page has no query and lists every product.
  const [search, setSearch] = useUrlState('search');
  const filters = useMemo(() => sanitizeFilters(products, filtersFromQuery(search)), [products, search]);
  const setFilters = (next: ShopFilters) => setSearch(filtersToQuery(next));
  const [moreOpen, setMoreOpen] = useState(false);
  const ids = useId();
  const update = (patch: Partial<ShopFilters>) => setFilters({ ...filters, ...patch });

  const visible = useMemo(() => filterProducts(products, filters), [products, filters]);
  const counts = useMemo(() => categoryCounts(products, filters), [products, filters]);
  const options = useMemo(() => locationOptions(products, filters), [products, filters]);
  const sports = useMemo(() => sportsOf(products), [products]);
  const featured = useMemo(() => featuredProducts(products), [products]);
  const filtered = isFiltered(filters);
  const locationChosen = Boolean(filters.country || filters.state || filters.city || filters.team);

  return (
    <div className="container-page py-10">
      <section aria-labelledby={`${ids}-filters`} className="js-only rounded-2xl border border-slate-200 bg-slate-50 p-5">
        <h2 id={`${ids}-filters`} className="sr-only">
          Filter products
        </h2>
        <div className="grid gap-6 lg:grid-cols-2">
          <div>
            <p id={`${ids}-user`} className="mb-2 font-bold">
              Shop by User Type
            </p>
            <ChipGroup look="bold" labelledBy={`${ids}-user`} chips={USER_TYPE_CHIPS} value={filters.userType} onChange={(userType) => update({ userType })} />
          </div>
          <div>
            <label htmlFor={`${ids}-search`} className="mb-2 block font-bold">
              Search products
            </label>
            <div className="flex gap-2">
              <input
                id={`${ids}-search`}
                type="search"
                value={filters.search}
                onChange={(e) => update({ search: e.target.value })}
                placeholder="Name, sport, team or city"
                autoComplete="off"
                className="min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-ink"
              />
              <Button
                variant="outline"
                size="sm"
                aria-expanded={moreOpen}
                aria-controls={`${ids}-more`}
                onClick={() => setMoreOpen((o) => !o)}
                className="shrink-0"
              >
                More Filters
              </Button>
            </div>
          </div>
        </div>

        <div id={`${ids}-more`} hidden={!moreOpen} className="mt-5">
          <p id={`${ids}-sport`} className="mb-2 font-bold">
            Sport
          </p>
          <ChipGroup
            look="bold"
            labelledBy={`${ids}-sport`}
            chips={[{ value: '', label: 'All Sports' }, ...sports.map((s) => ({ value: s, label: s }))]}
            value={filters.search}
            onChange={(search) => update({ search })}
          />
        </div>

        <fieldset className="mt-6">
          <legend className="mb-2 font-bold">Shop by Location</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {LOCATION_FIELDS.map((f) => (
              <div key={f.level}>
                <label htmlFor={`${ids}-${f.level}`} className="text-sm font-medium">
                  {f.label}
                </label>
                <select
                  id={`${ids}-${f.level}`}
                  value={filters[f.level]}
                  onChange={(e) => setFilters(setLocation(filters, f.level, e.target.value))}
                  className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-ink"
                >
                  <option value="">{f.all}</option>
                  {options[f.level].map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <Button variant="ghost" size="sm" onClick={() => setFilters(clearLocation(filters))} disabled={!locationChosen}>
              Clear Location Filters
            </Button>
          </div>
          <div className="mt-4">
            <h3 id={`${ids}-quick`} className="mb-2 text-sm font-bold tracking-wide text-slate-700 uppercase">
              Quick Location Finder
            </h3>
            <ChipGroup
              look="bold"
              labelledBy={`${ids}-quick`}
              chips={QUICK_LOCATION_CHIPS}
              value={QUICK_LOCATIONS.find((q) => filters.country === q.country && filters.state === q.state && filters.city === q.city)?.label ?? ''}
              onChange={(label) => {
                const q = QUICK_LOCATIONS.find((l) => l.label === label);
                if (q) setFilters({ ...filters, country: q.country, state: q.state, city: q.city, team: '' });
              }}
            />
          </div>
        </fieldset>
      </section>

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
              <li key={p.id} className="flex overflow-hidden rounded-2xl bg-gradient-to-br from-brand-900 to-accent-700 text-white shadow-sm">
                <Img src={assetPath(p.image)} alt={p.imageAlt} width={800} height={600} className="aspect-square w-32 shrink-0 object-cover sm:w-36" />
                <div className="flex flex-col gap-1 p-4">
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
