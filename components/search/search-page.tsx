'use client';
import { useId } from 'react';
import Link from '@/components/ui/link';
import { inputClass } from '@/components/forms/field';
import { useUrlState } from '@/components/ui/use-url-state';
import { BASE_PATH } from '@/lib/url/paths';
import { SEARCH_MAX_LENGTH } from '@/lib/search/query';
import { moveWithArrows, SearchResults, searchStop } from './search-results';
import { useSiteSearch } from './use-site-search';

/** The lists a visitor can browse instead (and without JavaScript). */
const LISTS = [
  { href: '/sports/', label: 'All sports' },
  { href: '/recap-news/', label: 'News' },
  { href: '/buy-tickets/', label: 'Tickets' },
  { href: '/purchase-uniforms/', label: 'Shop' },
] as const;

/** `?q=` as the field's text ("" when absent). */
const queryOf = (search: string) => new URLSearchParams(search).get('q') ?? '';

/**
 * /search/: the query from `?q=` (kept in the URL as it is typed, so a search is shareable) and its
 * results. Without JavaScript it says search needs it and points to the lists.
 */
export function SearchPage() {
  const id = useId();
  const [search, setSearch] = useUrlState('search');
  const query = queryOf(search);
  const { state, retry, more } = useSiteSearch(query);
  const setQuery = (q: string) => setSearch(q ? `?${new URLSearchParams({ q })}` : '');
  return (
    <div className="container-page max-w-3xl py-12">
      <noscript>
        <p className="mb-4 rounded-xl bg-amber-50 p-4 text-amber-900">Search needs JavaScript. The lists below have everything on the site.</p>
      </noscript>
      <form
        role="search"
        aria-label="Search page"
        action={`${BASE_PATH}/search/`}
        method="get"
        className="js-only"
        onSubmit={(e) => e.preventDefault()}
        onKeyDown={moveWithArrows}
      >
        <label htmlFor={`${id}-q`} className="font-semibold">
          Search sports, events, athletes, news and the shop
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className={inputClass}
          {...searchStop}
        />
        <SearchResults state={state} onRetry={retry} onMore={more} />
      </form>
      <nav aria-label="Browse the lists" className="mt-10">
        <h2 className="text-lg font-bold">Browse the lists</h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          {LISTS.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className="inline-block rounded-full border border-slate-300 px-4 py-2 font-semibold hover:bg-brand-50">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
