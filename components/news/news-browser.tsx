'use client';
import { useMemo } from 'react';
import { filterArticles, NEWS_FILTERS, sportFromSearch, splitFeatured, type ArticleSummary } from '@/lib/news/articles';
import type { ArticleCategory } from '@/lib/schemas/article';
import type { SportLink } from '@/lib/schemas/sport';
import { withQueryParam } from '@/lib/url/query';
import { Button } from '@/components/ui/button';
import { SearchableGrid, useListFilter } from '@/components/ui/searchable-grid';
import { useUrlState } from '@/components/ui/use-url-state';
import { ArticleCard, FeaturedArticle } from './article-card';

/**
 * Search, category chips, the ?sport= pre-filter (a sport page's "More news" link), the featured story
 * and the grid, over the articles of one page of the list (`paged` when the list has more pages:
 * the filters then say they cover this page).
 */
export function NewsBrowser({ articles, paged = false, sports }: { articles: ArticleSummary[]; paged?: boolean; sports: SportLink[] }) {
  const filter = useListFilter<ArticleCategory>();
  const [search, setSearch] = useUrlState('search');
  const sport = sportFromSearch(search);
  const clearSport = () => setSearch(withQueryParam(search, 'sport', null));

  const matching = useMemo(
    () => filterArticles(articles, { query: filter.query, category: filter.category, sport }),
    [articles, filter.query, filter.category, sport],
  );
  const { featured: allFeatured } = useMemo(() => splitFeatured(articles), [articles]);
  const featured = allFeatured && matching.includes(allFeatured) ? allFeatured : null;
  const sportName = sport ? (sports.find((s) => s.slug === sport)?.name ?? sport) : null;
  const filtered = filter.query.trim() !== '' || filter.category !== 'all' || sport !== null;

  return (
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
      status={`${matching.length === 1 ? '1 article' : `${matching.length} articles`}${filtered ? ' match your filters' : ''}${paged ? ' on this page' : ''}`}
      noscript={`Searching and filtering articles need JavaScript. ${paged ? 'The articles are listed below, a page at a time.' : 'Every article is listed below.'}`}
      noResults={
        matching.length === 0
          ? {
              title: 'No articles found',
              text: `${sportName ? `There are no recaps for ${sportName} yet with these filters.` : 'No article matches your search.'} Try other words or clear the filters.`,
            }
          : null
      }
      onClear={sport ? clearSport : undefined}
      featured={featured ? { title: 'Featured story', hideTitle: true, content: <FeaturedArticle article={featured} /> } : null}
      lists={[{ title: 'Latest Articles', items: matching.filter((a) => a !== allFeatured), card: (a) => <ArticleCard article={a} /> }]}
    />
  );
}
