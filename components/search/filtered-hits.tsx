'use client';
import Link from '@/components/ui/link';
import { Img } from '@/components/ui/img';
import { assetPath } from '@/lib/url/paths';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format/en-us';
import { SEARCH_UNAVAILABLE } from './search-results';
import type { FilteredIndexState } from './use-filtered-index';

/**
 * A filtered view of a paged list, answered by the search index: how many match (announced), the
 * matches as links with their excerpt (text only), or with the picture and line a record's page was
 * indexed with (an athlete's portrait, sport and position, as her card shows them), and a button for the next ones.
 */
export function FilteredHits({
  state,
  noun,
  label,
  counted = true,
}: {
  state: FilteredIndexState;
  noun: [one: string, many: string];
  label: string;
  /** False when the caller announces the count itself (a searchable grid's status line). */
  counted?: boolean;
}) {
  if (state.status === 'idle') return null;
  if (state.status === 'unavailable') {
    return (
      <div role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900">
        <p>{SEARCH_UNAVAILABLE}</p>
        <button type="button" onClick={state.retry} className="mt-2 font-semibold underline">
          Try again
        </button>
      </div>
    );
  }
  const count = state.status === 'done' ? `${formatNumber(state.total)} ${state.total === 1 ? noun[0] : noun[1]}` : 'Finding matches…';
  return (
    <div className="flex flex-col gap-4">
      {counted ? (
        <p role="status" className="font-semibold text-slate-700">
          {state.status === 'done' ? `${count} ${label}` : count}
        </p>
      ) : null}
      {state.status === 'done' ? (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={`${noun[1]} ${label}`} data-filtered-hits>
            {state.hits.map((hit) => (
              <li key={hit.url}>
                <Link
                  href={hit.url}
                  className="flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500 hover:bg-brand-50"
                >
                  {hit.image ? <Img src={assetPath(hit.image)} alt="" width={80} height={80} className="size-20 shrink-0 rounded-full object-cover" /> : null}
                  <span className="block min-w-0">
                    <span className="block text-lg font-bold text-ink">{hit.title}</span>
                    {hit.subtitle ? <span className="block text-sm font-semibold text-accent-700">{hit.subtitle}</span> : null}
                    {hit.excerpt && !hit.subtitle ? <span className="mt-1 block text-sm text-slate-700">{hit.excerpt}</span> : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {state.hits.length < state.total ? (
            <Button variant="outline" className="self-center" onClick={state.more}>
              Show more {noun[1]}
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
