'use client';
import { useId, useMemo, useState } from 'react';
import type { Product } from '@/lib/schemas/product';
import { QUICK_LOCATIONS, USER_TYPES, USER_TYPE_LABELS } from '@/lib/shop/catalog';
import { clearLocation, locationOptions, setLocation, sportsOf, type LocationLevel, type ShopFilters } from '@/lib/shop/filters';
import { Button } from '@/components/ui/button';
import { ChipGroup } from '@/components/ui/chip-group';

const LOCATION_FIELDS: { level: LocationLevel; label: string; all: string }[] = [
  { level: 'country', label: 'Country', all: 'All countries' },
  { level: 'state', label: 'State/Region', all: 'All states and regions' },
  { level: 'city', label: 'City', all: 'All cities' },
  { level: 'team', label: 'Team', all: 'All teams' },
];

const USER_TYPE_CHIPS = [{ value: 'all' as const, label: 'Everyone' }, ...USER_TYPES.map((t) => ({ value: t, label: USER_TYPE_LABELS[t] }))];
const QUICK_LOCATION_CHIPS = QUICK_LOCATIONS.map((q) => ({ value: q.label, label: q.label }));

/**
 * The shop's filter panel: user type, search (with sport buttons under More Filters) and location
 * (cascading selects and quick picks). Needs JavaScript, so it is hidden without it (js-only).
 */
export function ShopFilterPanel({
  products,
  filters,
  onChange,
}: {
  products: readonly Product[];
  filters: ShopFilters;
  onChange: (next: ShopFilters) => void;
}) {
  const [moreOpen, setMoreOpen] = useState(false);
  const ids = useId();
  const update = (patch: Partial<ShopFilters>) => onChange({ ...filters, ...patch });
  const options = useMemo(() => locationOptions(products, filters), [products, filters]);
  const sports = useMemo(() => sportsOf(products), [products]);
  const locationChosen = Boolean(filters.country || filters.state || filters.city || filters.team);

  return (
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
          <div className="flex flex-wrap gap-2">
            <input
              id={`${ids}-search`}
              type="search"
              value={filters.search}
              onChange={(e) => update({ search: e.target.value })}
              placeholder="Name, sport, team or city"
              autoComplete="off"
              className="min-h-11 min-w-0 flex-1 basis-28 rounded-lg border border-slate-400 bg-white px-3 text-ink"
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
                onChange={(e) => onChange(setLocation(filters, f.level, e.target.value))}
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
          <Button variant="ghost" size="sm" onClick={() => onChange(clearLocation(filters))} disabled={!locationChosen}>
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
              if (q) onChange({ ...filters, country: q.country, state: q.state, city: q.city, team: '' });
            }}
          />
        </div>
      </fieldset>
    </section>
  );
}
