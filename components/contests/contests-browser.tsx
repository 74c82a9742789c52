'use client';
import { NoResults } from '@/components/ui/no-results';
import { useId, useMemo, useState } from 'react';
import { filterContests } from '@/lib/contests/filter';
import { splitPastContests } from '@/lib/contests/entry';
import { readEnterLink } from '@/lib/contests/enter-link';
import { BUILD_TIME } from '@/lib/time/phase';
import { useNow } from '@/components/ui/use-now';
import { useLocationSearch } from '@/components/ui/use-location-search';
import { useSessionStore } from '@/lib/stores/session-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';
import { ContestCard, FeaturedContest, type ContestView } from './contest-card';
import { EnterLinkNotice } from './enter-link-notice';
import { SearchAndFilters } from './search-and-filters';

/**
 * Upcoming contests: search (title or description), category filters, featured event and cards.
 * Contests over when the site was built are listed apart under "Past contests"; a contest that has
 * started since is marked in place by the visitor's clock (entry closed, no Enter). A link
 * `?enter=<id>` opens that contest's entry payment for a signed-in athlete, or says why not.
 */
export function ContestsBrowser({ contests, categories }: { contests: ContestView[]; categories: { value: string; label: string }[] }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('all');
  const { current, past } = useMemo(() => splitPastContests(contests, BUILD_TIME), [contests]);
  const matching = filterContests(current, query, category);
  const matchingPast = filterContests(past, query, category);
  const featured = matching.find((c) => c.featured) ?? null;
  const grid = matching.filter((c) => c !== featured);

  const now = useNow();
  const search = useLocationSearch();
  const hydrated = useHasHydrated();
  const userId = useSessionStore((s) => s.userId);
  const link = hydrated ? readEnterLink(search, contests, Boolean(userId), now) : ({ kind: 'none' } as const);
  const payFor = link.kind === 'pay' ? link.contest.id : null;

  return (
    <div className="flex flex-col gap-10">
      <EnterLinkNotice link={link} />
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
      {current.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-lg ring-1 ring-slate-200">
          No contests are open to entry right now. New contests are announced here first.
        </p>
      ) : matching.length === 0 ? (
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
          <FeaturedContest contest={featured} autoOpen={payFor === featured.id} />
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
                <ContestCard contest={c} autoOpen={payFor === c.id} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {matchingPast.length > 0 ? (
        <section aria-labelledby={`${id}-past`}>
          <h2 id={`${id}-past`} className="mb-4 text-2xl font-extrabold text-ink">
            Past contests
          </h2>
          <ul aria-labelledby={`${id}-past`} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {matchingPast.map((c) => (
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
