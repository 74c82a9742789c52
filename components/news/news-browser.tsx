'use client';
import { useEffect, useId, useMemo, useState } from 'react';
import { filterArticles, NEWS_FILTERS, sportFromSearch, splitFeatured, type ArticleSummary, type NewsFilter } from '@/lib/news/articles';
import type { SportLink } from '@/lib/schemas/sport';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/ui/cn';
import { ArticleCard, FeaturedArticle } from './article-card';

/** Search, category chips, the ?sport= pre-filter, the featured story and the grid (spec §2, §5). */
export function NewsBrowser({ articles, sports }: { articles: ArticleSummary[]; sports: SportLink[] }) {
  const id = useId();
  const [filter, setFilter] = useState<NewsFilter>({ query: '', category: 'all', sport: null });

  // ?sport=<slug> from a sport page pre-filters on arrival (read after mount: the page is pre-rendered).
  useEffect(() => {
    const sport = sportFromSearch(window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-time read of the arrival URL
    if (sport) setFilter((f) => ({ ...f, sport }));
  }, []);

  const matching = useMemo(() => filterArticles(articles, filter), [articles, filter]);
  const { featured: allFeatured } = useMemo(() => splitFeatured(articles), [articles]);
  const featured = allFeatured && matching.includes(allFeatured) ? allFeatured : null;
  const grid = matching.filter((a) => a !== allFeatured);
  const sportName = filter.sport ? (sports.find((s) => s.slug === filter.sport)?.name ?? filter.sport) : null;
  const filtered = filter.query.trim() !== '' || filter.category !== 'all' || filter.sport !== null;

  function clearSport() {
    setFilter((f) => ({ ...f, sport: null }));
    const url = new URL(window.location.href);
    url.searchParams.delete('sport');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }

  function clearAll() {
    setFilter({ query: '', category: 'all', sport: null });
    if (filter.sport) clearSport();
  }

  return (
    <div>
      <noscript>
        <p className="text-slate-700">Searching and filtering articles need JavaScript. Every article is listed below.</p>
      </noscript>
      <div className="js-only flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div>
          <label htmlFor={`${id}-q`} className="mb-1 block font-semibold">
            Search articles
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={filter.query}
            onChange={(e) => setFilter((f) => ({ ...f, query: e.target.value }))}
            placeholder="Search by title, summary or sport"
            className="min-h-11 w-full rounded-full border border-slate-400 px-5"
          />
        </div>
        <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
          {NEWS_FILTERS.map((c) => (
            <button
              key={c.value}
              type="button"
              aria-pressed={filter.category === c.value}
              onClick={() => setFilter((f) => ({ ...f, category: c.value }))}
              className={cn(
                'min-h-11 rounded-full border px-4 text-sm font-semibold',
                filter.category === c.value ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-ink hover:bg-brand-50',
              )}
            >
              {c.label}
            </button>
          ))}
        </div>
        {sportName ? (
          <p className="flex flex-wrap items-center gap-3">
            <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">Sport: {sportName}</span>
            <Button variant="ghost" size="sm" onClick={clearSport}>
              Show all sports
            </Button>
          </p>
        ) : null}
        <p role="status" className="text-sm text-slate-700">
          {matching.length === 1 ? '1 article' : `${matching.length} articles`}
          {filtered ? ' match your filters' : ''}
        </p>
      </div>

      {matching.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-400 bg-white p-8 text-center">
          <h2 className="text-xl font-bold">No articles found</h2>
          <p className="mt-2 text-slate-700">
            {sportName ? `There are no recaps for ${sportName} yet with these filters.` : 'No article matches your search.'} Try other words or clear the
            filters.
          </p>
          <Button className="mt-4" onClick={clearAll}>
            Clear filters
          </Button>
        </div>
      ) : null}

      {featured ? (
        <section aria-labelledby={`${id}-featured`} className="mt-10">
          <h2 id={`${id}-featured`} className="sr-only">
            Featured story
          </h2>
          <FeaturedArticle article={featured} />
        </section>
      ) : null}

      {grid.length > 0 ? (
        <section aria-labelledby={`${id}-latest`} className="mt-12">
          <h2 id={`${id}-latest`} className="mb-6 text-2xl font-extrabold text-ink">
            Latest Articles
          </h2>
          <ul aria-labelledby={`${id}-latest`} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {grid.map((a) => (
              <li key={a.id}>
                <ArticleCard article={a} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
