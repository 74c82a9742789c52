'use client';
import { useMemo, type ReactNode } from 'react';
import { NEWS_FILTERS, sportFromSearch, splitFeatured, type ArticleSummary } from '@/lib/news/articles';
import { formatNumber } from '@/lib/format/en-us';
import { PAGE_SIZE } from '@/lib/paging/paging';
import { FilteredHits } from '@/components/search/filtered-hits';
import { useFilteredIndex } from '@/components/search/use-filtered-index';
import type { ArticleCategory } from '@/lib/schemas/article';
import type { SportLink } from '@/lib/schemas/sport';
import { withQueryParam } from '@/lib/url/query';
import { Button } from '@/components/ui/button';
import { SearchableGrid, useListFilter } from '@/components/ui/searchable-grid';
import { useUrlState } from '@/components/ui/use-url-state';
import { ArticleCard, FeaturedArticle } from './article-card';

/**
 * Search, category chips, the ?sport= pre-filter (a sport page's "More news" link), then the
 * featured story and the grid of one page of the list. A search or filter covers every article: it
 * is answered by the search index (Pagefind, fetched on first use), its matches listed as links.
 */
export function NewsBrowser({
  articles,
  paged = false,
  sports,
  pager,
}: {
  articles: ArticleSummary[];
  paged?: boolean;
  sports: SportLink[];
  /** The list's pager, shown with the page's articles (not with a filtered view, which covers every article). */
  pager?: ReactNode;
}) {
  const filter = useListFilter<ArticleCategory>();
  const [search, setSearch] = useUrlState('search');
  const sport = sportFromSearch(search);
  const clearSport = () => setSearch(withQueryParam(search, 'sport', null));

  const category = filter.category === 'all' ? null : filter.category;
  const filtered = filter.query.trim() !== '' || category !== null || sport !== null;
  // A filter covers every article: the search index answers it (no page holds them all).
  const found = useFilteredIndex(
    filtered ? { kind: 'Article', ...(category ? { category } : {}), ...(sport ? { sport } : {}) } : null,
    PAGE_SIZE['/recap-news/'],
    filter.query,
  );
  const { featured } = useMemo(() => splitFeatured(articles), [articles]);
  const sportName = sport ? (sports.find((s) => s.slug === sport)?.name ?? sport) : null;
  const total = found.status === 'done' ? found.total : null;
  const count = (n: number) => (n === 1 ? '1 article' : `${formatNumber(n)} articles`);
  let status = `${count(articles.length)}${paged ? ' on this page' : ''}`;
  if (filtered) status = total === null ? (found.status === 'unavailable' ? '' : 'Finding articles…') : `${count(total)} match your filters`;

  return (
    <>
      <SearchableGrid
        filter={filter}
        search={{ label: 'Search articles', placeholder: 'Search by title, summary or sport' }}
        categories={{ label: 'Category', options: NEWS_FILTERS }}
        note={
          sportName ? (
            <p className="flex flex-wrap items-center gap-3">
              <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">Sport: {sportName}</span>
              <Button variant="ghost" size="sm" onClick={clearSport}>
                Show all sports
              </Button>
            </p>
          ) : null
        }
        status={status}
        noscript={`Searching and filtering articles need JavaScript. ${paged ? 'The articles are listed below, a page at a time.' : 'Every article is listed below.'}`}
        noResults={
          total === 0
            ? {
                title: 'No articles found',
                text: `${sportName ? `There are no recaps for ${sportName} yet with these filters.` : 'No article matches your search.'} Try other words or clear the filters.`,
              }
            : null
        }
        onClear={sport ? clearSport : undefined}
        notice={filtered && total !== 0 ? <FilteredHits state={found} noun={['article', 'articles']} label="matching" counted={false} /> : null}
        featured={!filtered && featured ? { title: 'Featured story', hideTitle: true, content: <FeaturedArticle article={featured} /> } : null}
        lists={filtered ? [] : [{ title: 'Latest Articles', items: articles.filter((a) => a !== featured), card: (a) => <ArticleCard article={a} /> }]}
      />
      {filtered ? null : pager}
    </>
  );
}
