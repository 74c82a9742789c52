'use client';
import { useRef, useState, type RefObject } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { inputClass } from '@/components/forms/field';
import { SEARCH_MAX_LENGTH } from '@/lib/search/query';
import { moveWithArrows, SearchResults, searchStop } from './search-results';
import { useSiteSearch } from './use-site-search';

/**
 * The site search in a dialog, loaded when someone first opens it from the header: results as
 * they type, arrow keys through the results, Enter opens one, Escape closes and focus goes back.
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
  const { state, retry } = useSiteSearch(query);
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
          className={inputClass}
          {...searchStop}
        />
        <SearchResults state={state} onRetry={retry} onPick={() => onOpenChange(false)} />
      </div>
    </Dialog>
  );
}
