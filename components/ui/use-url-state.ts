import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { withQueryParam } from '@/lib/url/query';

/** The part of the page's URL a piece of state lives in: the query ("?sport=golf") or the hash ("#stats"). */
export type UrlPart = 'search' | 'hash';

const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
  };
}

const read: Record<UrlPart, () => string> = { search: () => window.location.search, hash: () => window.location.hash };
const atBuild = () => '';

/** Write one part of the URL in place (no new history entry) and tell every reader on the page. */
function replace(part: UrlPart, value: string) {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', part === 'search' ? pathname + value + hash : pathname + search + value);
  listeners.forEach((l) => l());
}

/**
 * One part of the page's URL as state, with the "?" or "#" ("" when empty), and a setter that
 * replaces it in place: no history entry is added, so Back leaves the page as it always has.
 * Pre-rendered HTML and hydration see "" (a static export has no query at build), so a list is
 * rendered unfiltered and readable without JavaScript; the real URL is read right after hydration.
 * Back/forward within the page (popstate, hashchange) and every setter update all readers.
 */
export function useUrlState(part: UrlPart): [string, (next: string) => void] {
  const value = useSyncExternalStore(subscribe, read[part], atBuild);
  const set = useCallback((next: string) => replace(part, next), [part]);
  return [value, set];
}

/** One query parameter (null when absent) and its setter (null or "" takes it out); the rest of the URL is kept. */
export function useQueryParam(name: string): [string | null, (value: string | null) => void] {
  const [search, setSearch] = useUrlState('search');
  const value = useMemo(() => new URLSearchParams(search).get(name), [search, name]);
  const set = useCallback((next: string | null) => setSearch(withQueryParam(window.location.search, name, next)), [name, setSearch]);
  return [value, set];
}
