'use client';
import { NoResults } from '@/components/ui/no-results';
import { useId, useState } from 'react';
import { filterWinners } from '@/lib/contests/winners';
import { SearchAndFilters } from '@/components/contests/search-and-filters';
import { FeaturedWinner, WinnerCard, type WinnerView } from './winner-card';

/** Winners: search (event or winner name), category filters, featured winner and cards. */
export function WinnersBrowser({ winners, categories }: { winners: WinnerView[]; categories: { value: string; label: string }[] }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('all');
  const matching = filterWinners(winners, query, category);
  const featured = matching.find((w) => w.featured) ?? null;
  const grid = matching.filter((w) => w !== featured);
  return (
    <div className="flex flex-col gap-10">
      <SearchAndFilters
        searchLabel="Search winners"
        placeholder="Search by event or winner name"
        query={query}
        onQuery={setQuery}
        categories={categories}
        category={category}
        onCategory={setCategory}
        resultText={matching.length === 1 ? '1 winner' : `${matching.length} winners`}
      />
      {matching.length === 0 ? (
        <NoResults
          title="No winners found"
          text="No winner matches your search. Try another name or category."
          onClear={() => {
            setQuery('');
            setCategory('all');
          }}
        />
      ) : null}
      {featured ? (
        <section aria-labelledby={`${id}-featured`}>
          <h2 id={`${id}-featured`} className="mb-4 text-2xl font-extrabold text-ink">
            Featured Winner
          </h2>
          <FeaturedWinner winner={featured} />
        </section>
      ) : null}
      {grid.length > 0 ? (
        <section aria-labelledby={`${id}-all`}>
          <h2 id={`${id}-all`} className="mb-4 text-2xl font-extrabold text-ink">
            Recent Champions
          </h2>
          <ul aria-labelledby={`${id}-all`} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {grid.map((w) => (
              <li key={w.id}>
                <WinnerCard winner={w} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
