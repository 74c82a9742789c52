'use client';
import { useMemo } from 'react';
import { filterContests, type CategoryOption } from '@/lib/contests/filter';
import { splitPastContests } from '@/lib/contests/entry';
import { readEnterLink } from '@/lib/contests/enter-link';
import { BUILD_TIME } from '@/lib/time/phase';
import { useNow } from '@/components/ui/use-now';
import { useUrlState } from '@/components/ui/use-url-state';
import { SearchableGrid, useListFilter } from '@/components/ui/searchable-grid';
import { useSessionStore } from '@/lib/stores/session-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';
import { ContestCard, FeaturedContest, type ContestView } from './contest-card';
import { EnterLinkNotice } from './enter-link-notice';

/**
 * Upcoming contests: search (title or description), category filters, featured event and cards.
 * Contests over when the site was built are listed apart under "Past contests"; a contest that has
 * started since is marked in place by the visitor's clock (entry closed, no Enter). A link
 * `?enter=<id>` opens that contest's entry payment for a signed-in athlete, or says why not.
 */
export function ContestsBrowser({
  contests,
  categories,
}: {
  contests: ContestView[];
  /** The category chips, the sports that are not featured folded (lib/contests/filter.ts foldedCategoryOptions). */
  categories: { shown: CategoryOption[]; more: CategoryOption[] };
}) {
  const filter = useListFilter();
  const { current, past } = useMemo(() => splitPastContests(contests, BUILD_TIME), [contests]);
  const matching = filterContests(current, filter.query, filter.category);
  const featured = matching.find((c) => c.featured) ?? null;

  const now = useNow();
  const [search] = useUrlState('search');
  const hydrated = useHasHydrated();
  const userId = useSessionStore((s) => s.userId);
  const link = hydrated ? readEnterLink(search, contests, Boolean(userId), now) : ({ kind: 'none' } as const);
  const payFor = link.kind === 'pay' ? link.contest.id : null;

  return (
    <div className="flex flex-col gap-10">
      <EnterLinkNotice link={link} />
      <SearchableGrid
        filter={filter}
        search={{ label: 'Search events', placeholder: 'Search by title or description' }}
        categories={{ label: 'Category', options: [{ value: 'all', label: 'All Categories' }, ...categories.shown], more: categories.more, collapsible: true }}
        status={matching.length === 1 ? '1 event' : `${matching.length} events`}
        notice={
          current.length === 0 ? (
            <p className="rounded-2xl bg-white p-8 text-center text-lg ring-1 ring-slate-200">
              No contests are open to entry right now. New contests are announced here first.
            </p>
          ) : null
        }
        noResults={
          current.length > 0 && matching.length === 0
            ? { title: 'No events found', text: 'No upcoming event matches your search. Try other words or another category.' }
            : null
        }
        featured={featured ? { title: 'Featured Event', content: <FeaturedContest contest={featured} autoOpen={payFor === featured.id} /> } : null}
        lists={[
          {
            title: 'Upcoming Events',
            items: matching.filter((c) => c !== featured),
            card: (c) => <ContestCard contest={c} autoOpen={payFor === c.id} />,
          },
          { title: 'Past contests', items: filterContests(past, filter.query, filter.category), card: (c) => <ContestCard contest={c} /> },
        ]}
      />
    </div>
  );
}
