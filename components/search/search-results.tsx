'use client';
import type { KeyboardEvent } from 'react';
import Link from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import { highlight } from '@/lib/search/excerpt';
import { SEARCH_RESULT_LIMIT, type SearchHit } from '@/lib/search/hits';
import { formatNumber, truncate } from '@/lib/format/en-us';
import type { SiteSearchState } from './use-site-search';

/** The message when the index cannot be fetched. */
export const SEARCH_UNAVAILABLE =
  'Search needs a connection the first time it is used on this device. Connect and try again; searches made once keep working offline.';

/** Marks the search field and the result links that the arrow keys move between. */
const STOP = 'data-search-stop';

/**
 * Arrow keys move between the search field and the result links (Down from the field to the first
 * result); Enter follows the focused link as any link does. Put on an element holding both.
 */
export function moveWithArrows(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const stops = [...e.currentTarget.querySelectorAll<HTMLElement>(`[${STOP}]`)];
  const at = stops.indexOf(document.activeElement as HTMLElement);
  if (at === -1) return;
  const next = stops[Math.min(stops.length - 1, Math.max(0, at + (e.key === 'ArrowDown' ? 1 : -1)))];
  if (next && next !== stops[at]) {
    e.preventDefault();
    next.focus();
  }
}

/** Spread on the search field so the arrow keys reach it. */
export const searchStop = { [STOP]: '' };

function Excerpt({ text, query }: { text: string; query: string }) {
  return (
    <p className="mt-1 text-sm text-slate-700">
      {highlight(text, query).map((s, i) =>
        s.hit ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-ink">
            {s.text}
          </mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </p>
  );
}

function Hit({ hit, query, onPick }: { hit: SearchHit; query: string; onPick?: () => void }) {
  return (
    <li>
      <Link
        href={hit.url}
        onClick={onPick}
        {...searchStop}
        className="block rounded-xl border border-slate-200 p-3 hover:border-brand-500 hover:bg-brand-50 focus-visible:bg-brand-50"
      >
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone="neutral">{hit.kind}</Badge>
          <span className="font-bold text-ink">{hit.title}</span>
        </span>
        {hit.excerpt ? <Excerpt text={hit.excerpt} query={query} /> : null}
      </Link>
    </li>
  );
}

/** What the search found, or why there is nothing to show. Text only: no excerpt is read as HTML. */
export function SearchResults({
  state,
  onRetry,
  onMore,
  onPick,
}: {
  state: SiteSearchState;
  onRetry: () => void;
  /** Shows the next results (when the index found more than are shown). */
  onMore: () => void;
  onPick?: () => void;
}) {
  const said = state.status === 'done' ? truncate(state.query, 60) : '';
  let status = '';
  if (state.status === 'loading') status = 'Searching…';
  if (state.status === 'done') {
    const found = `${state.total === 1 ? '1 result' : `${formatNumber(state.total)} results`} for “${said}”`;
    status =
      state.hits.length === 0 ? `Nothing found for “${said}”.` : state.hits.length < state.total ? `Showing ${state.hits.length} of ${found}.` : `${found}.`;
  }
  const more = state.status === 'done' && state.hits.length < state.total;
  return (
    <div className="mt-4">
      <p role="status" className={state.status === 'done' && (state.hits.length === 0 || more) ? 'mb-2 text-slate-800' : 'sr-only'}>
        {state.status === 'unavailable' ? '' : status}
      </p>
      {state.status === 'unavailable' ? (
        <div role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900">
          <p>{SEARCH_UNAVAILABLE}</p>
          <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
            Try again
          </button>
        </div>
      ) : null}
      {state.status === 'done' && state.hits.length > 0 ? (
        <ul className="grid gap-2" aria-label="Search results">
          {state.hits.map((hit) => (
            <Hit key={hit.url} hit={hit} query={state.query} onPick={onPick} />
          ))}
        </ul>
      ) : null}
      {more ? (
        <button type="button" onClick={onMore} {...searchStop} className="mt-3 font-semibold text-brand-800 underline underline-offset-4">
          Show {Math.min(SEARCH_RESULT_LIMIT, state.total - state.hits.length)} more
        </button>
      ) : null}
    </div>
  );
}
