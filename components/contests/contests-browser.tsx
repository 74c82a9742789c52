'use client';
import { NoResults } from '@/components/ui/no-results';
import { useId, useState } from 'react';
import { filterContests } from '@/lib/contests';
import { ContestCard, FeaturedContest, type ContestView } from './contest-card';
import { SearchAndFilters } from './search-and-filters';

/** Upcoming contests: search (title or description), category filters, featured event and cards. */
export function ContestsBrowser({ contests, categories }: { contests: ContestView[]; categories: { value: string; label: string }[] }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('all');
  const matching = filterContests(contests, query, category);
  const featured = matching.find((c) => c.featured) ?? null;
  const grid = matching.filter((c) => c !== featured);

  return (
    <div className="flex flex-col gap-10">
      <SearchAndFilters
        searchLabel="Search events"
        placeholder="Search by title or description"
        query={query}
        onQuery={setQuery}
        categories={categories}
        category={category}
        onCategory={setCategory}
        resultText={matching.length === 1 ? '1 event' : `${matching.length} events`}
      />
      {matching.length === 0 ? (
        <NoResults
          title="No events found"
          text="No upcoming event matches your search. Try other words or another category."
          onClear={() => {
            setQuery('');
            setCategory('all');
          }}
        />
      ) : null}
      {featured ? (
        <section aria-labelledby={`${id}-featured`}>
          <h2 id={`${id}-featured`} className="mb-4 text-2xl font-extrabold text-ink">
            Featured Event
          </h2>
          <FeaturedContest contest={featured} />
        </section>
      ) : null}
      {grid.length > 0 ? (
        <section aria-labelledby={`${id}-all`}>
          <h2 id={`${id}-all`} className="mb-4 text-2xl font-extrabold text-ink">
            Upcoming Events
          </h2>
          <ul aria-labelledby={`${id}-all`} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {grid.map((c) => (
              <li key={c.id}>
                <ContestCard contest={c} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
