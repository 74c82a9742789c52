'use client';
import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { BASE_PATH } from '@/lib/url/paths';
import { warmPagefind } from '@/lib/search/pagefind-loader';
import type { SearchDialog as SearchDialogType } from './search-dialog';

type DialogComponent = ComponentType<Parameters<typeof SearchDialogType>[0]>;

/**
 * The header's search: a plain form to /search/ (which says search needs JavaScript when it is
 * off). With JavaScript it opens the search dialog instead, whose code, like the index, is fetched
 * only then (pointer over or focus on the button starts both downloads).
 */
export function SiteSearch() {
  const [open, setOpen] = useState(false);
  const [SearchDialog, setSearchDialog] = useState<DialogComponent | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const loadDialog = () => import('./search-dialog');
  const warm = () => {
    void loadDialog().catch(() => undefined);
    warmPagefind();
  };
  const openSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const action = e.currentTarget.action;
    loadDialog().then(
      (m) => {
        setSearchDialog(() => m.SearchDialog);
        setOpen(true);
      },
      // The dialog's code cannot be fetched: the search page says why.
      () => window.location.assign(action),
    );
  };
  return (
    <>
      <form role="search" aria-label="Site" action={`${BASE_PATH}/search/`} method="get" onSubmit={openSearch}>
        <button
          ref={button}
          type="submit"
          onPointerEnter={warm}
          onFocus={warm}
          className="flex min-h-11 items-center gap-2 rounded-full border border-white/30 px-3 py-2 text-sm font-medium hover:bg-white/10"
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="M13 13l4.5 4.5" />
          </svg>
          <span className="sr-only md:not-sr-only">Search</span>
        </button>
      </form>
      {SearchDialog ? <SearchDialog open={open} onOpenChange={setOpen} returnFocus={button} /> : null}
    </>
  );
}
