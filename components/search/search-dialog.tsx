'use client';
import { useRef, useState, type RefObject } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { inputClass } from '@/components/forms/field';
import { useRouter } from 'next/navigation';
import { SEARCH_MAX_LENGTH, searchHref } from '@/lib/search/query';
import { moveWithArrows, SearchResults, searchStop } from './search-results';
import { useSiteSearch } from './use-site-search';

/**
 * The site search in a dialog, loaded when someone first opens it from the header: results as
 * they type, arrow keys through the results, Enter on one opens it (in the box: the search page for
 * what was typed), Show more for the next, Escape closes and focus goes back.
 */
export function SearchDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const { state, retry, more } = useSiteSearch(query);
  const router = useRouter();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Search the site" initialFocus={input} returnFocus={returnFocus}>
      <div onKeyDown={moveWithArrows}>
        <label htmlFor="site-search-input" className="sr-only">
          Search sports, events, athletes, news and the shop
        </label>
        <input
          ref={input}
          id="site-search-input"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Sports, events, athletes, news, shop…"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            // Enter opens the search page for what was typed: every result, shareable by its address.
            if (e.key !== 'Enter' || query.trim() === '') return;
            e.preventDefault();
            onOpenChange(false);
            router.push(searchHref(query.trim()));
          }}
          className={inputClass}
          {...searchStop}
        />
        <SearchResults state={state} onRetry={retry} onMore={more} onPick={() => onOpenChange(false)} />
      </div>
    </Dialog>
  );
}
