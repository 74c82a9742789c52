'use client';
import { filterWinners } from '@/lib/contests/winners';
import type { CategoryOption } from '@/lib/contests/filter';
import { SearchableGrid, useListFilter } from '@/components/ui/searchable-grid';
import { FeaturedWinner, WinnerCard, type WinnerView } from './winner-card';

/** Winners: search (event or winner name), category filters, featured winner and cards. */
export function WinnersBrowser({
  winners,
  paged = false,
  categories,
}: {
  winners: WinnerView[];
  /** The list has more pages: the filters say they cover this one. */
  paged?: boolean;
  /** The category chips, the sports that are not featured folded (lib/contests/filter.ts foldedCategoryOptions). */
  categories: { shown: CategoryOption[]; more: CategoryOption[] };
}) {
  const filter = useListFilter();
  const matching = filterWinners(winners, filter.query, filter.category);
  const featured = matching.find((w) => w.featured) ?? null;
  return (
    <SearchableGrid
      filter={filter}
      search={{ label: 'Search winners', placeholder: 'Search by event or winner name' }}
      categories={{ label: 'Category', options: [{ value: 'all', label: 'All Categories' }, ...categories.shown], more: categories.more, collapsible: true }}
      status={`${matching.length === 1 ? '1 winner' : `${matching.length} winners`}${paged ? ' on this page' : ''}`}
      noResults={matching.length === 0 ? { title: 'No winners found', text: 'No winner matches your search. Try another name or category.' } : null}
      featured={featured ? { title: 'Featured Winner', content: <FeaturedWinner winner={featured} /> } : null}
      lists={[{ title: 'Recent Champions', items: matching.filter((w) => w !== featured), card: (w) => <WinnerCard winner={w} /> }]}
    />
  );
}
