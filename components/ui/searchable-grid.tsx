'use client';
import { useId, useState, type ReactNode } from 'react';
import { FoldedChipGroup } from './folded-chip-group';
import { NoResults } from './no-results';

/** The search text and chosen category of a filtered list ("all" when none), with their setters. */
export interface ListFilter<C extends string> {
  query: string;
  setQuery: (query: string) => void;
  category: C | 'all';
  setCategory: (category: C | 'all') => void;
  /** Back to every item: no search text, every category. */
  clear: () => void;
}

/** The state of a searchable grid's search box and category chips, starting with every item shown. */
export function useListFilter<C extends string = string>(): ListFilter<C> {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<C | 'all'>('all');
  return {
    query,
    setQuery,
    category,
    setCategory,
    clear: () => {
      setQuery('');
      setCategory('all');
    },
  };
}

/** A titled grid of cards, left out when it has no item. */
export interface GridList<T> {
  title: string;
  items: readonly T[];
  card: (item: T) => ReactNode;
}

const TITLE = 'mb-4 text-2xl font-extrabold text-ink';

/**
 * A filtered list of cards (contests, winners, news): a search box and category chips (behind a
 * Filters button when `collapsible`), the number of results announced as they change, then the
 * featured item and the grids. When nothing matches, a no-results panel offers to clear the filters.
 * The controls need JavaScript and are hidden without it (`js-only`); the pre-rendered page lists
 * every item.
 */
export function SearchableGrid<T extends { id: number | string }, C extends string>({
  filter,
  search,
  categories,
  note,
  status,
  noscript,
  notice,
  noResults,
  onClear,
  featured,
  lists,
}: {
  filter: ListFilter<C>;
  search: { label: string; placeholder: string };
  /**
   * The chips, "all" first; `more` fold under More sports (lib/contests/filter.ts
   * foldedCategoryOptions); `collapsible` puts them behind a Filters button naming the chosen one.
   */
  categories: {
    label: string;
    options: readonly { value: C | 'all'; label: string }[];
    more?: readonly { value: C; label: string }[];
    collapsible?: boolean;
  };
  /** More about the filter, under the chips (the news page's sport). */
  note?: ReactNode;
  /** The result count, announced politely (role status). */
  status: string;
  /** What the page says without JavaScript, above the list. */
  noscript?: string;
  /** Said where the results start when there is nothing to search at all (instead of `noResults`). */
  notice?: ReactNode;
  /** Shown, with a Clear filters button, when no item matches. */
  noResults: { title: string; text: string } | null;
  /** More to clear than the search and the category (called after them). */
  onClear?: () => void;
  featured: { title: string; hideTitle?: boolean; content: ReactNode } | null;
  lists: readonly GridList<T>[];
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const more = categories.more ?? [];
  const chosen = [...categories.options, ...more].find((o) => o.value === filter.category);
  return (
    <div className="flex flex-col gap-10">
      {noscript ? (
        <noscript>
          <p className="text-slate-700">{noscript}</p>
        </noscript>
      ) : null}
      <div className="js-only flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor={`${id}-q`} className="mb-1 block font-semibold">
              {search.label}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              value={filter.query}
              onChange={(e) => filter.setQuery(e.target.value)}
              placeholder={search.placeholder}
              className="min-h-11 w-full rounded-full border border-slate-400 px-5"
            />
          </div>
          {categories.collapsible ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={`${id}-filters`}
              onClick={() => setOpen((o) => !o)}
              className="min-h-11 rounded-full border-2 border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Filters{filter.category !== 'all' && chosen ? `: ${chosen.label}` : ''}
            </button>
          ) : null}
        </div>
        <div id={`${id}-filters`} hidden={categories.collapsible && !open}>
          <FoldedChipGroup
            label={categories.label}
            chips={categories.options}
            more={more}
            moreLabel="More sports"
            value={filter.category}
            onChange={filter.setCategory}
          />
        </div>
        {note}
        <p role="status" className="text-sm text-slate-700">
          {status}
        </p>
      </div>
      {notice}
      {noResults ? (
        <NoResults
          title={noResults.title}
          text={noResults.text}
          onClear={() => {
            filter.clear();
            onClear?.();
          }}
        />
      ) : null}
      {featured ? (
        <section aria-labelledby={`${id}-featured`}>
          <h2 id={`${id}-featured`} className={featured.hideTitle ? 'sr-only' : TITLE}>
            {featured.title}
          </h2>
          {featured.content}
        </section>
      ) : null}
      {lists.map((list, i) =>
        list.items.length > 0 ? (
          <section key={list.title} aria-labelledby={`${id}-${i}`}>
            <h2 id={`${id}-${i}`} className={TITLE}>
              {list.title}
            </h2>
            <ul aria-labelledby={`${id}-${i}`} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.items.map((item) => (
                <li key={item.id}>{list.card(item)}</li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  );
}
