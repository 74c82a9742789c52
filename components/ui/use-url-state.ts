import { useCallback, useSyncExternalStore } from 'react';

/** The part of the page's URL a piece of state lives in: the query ("?sport=golf") or the hash ("#stats"). */
export type UrlPart = 'search' | 'hash';

/** This hook's own writes (replaceState fires no event), then back/forward within the page and a followed #link. */
const WRITE = 'wal:url-state';
const CHANGES = [WRITE, 'popstate', 'hashchange'];

function subscribe(onChange: () => void) {
  for (const type of CHANGES) window.addEventListener(type, onChange);
  return () => {
    for (const type of CHANGES) window.removeEventListener(type, onChange);
  };
}

/**
 * One part of the page's URL as state, with its "?" or "#" ("" when empty), and a setter that
 * replaces it in place: no history entry is added, so Back leaves the page as it always has.
 * Pre-rendered HTML and hydration see "" (a static export has no query at build), so a list is
 * rendered unfiltered and readable without JavaScript; the real URL is read right after hydration.
 * Back/forward within the page and every setter update all readers. The setter is stable.
 */
export function useUrlState(part: UrlPart): [string, (next: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => window.location[part],
    () => '',
  );
  // One setter for the part, the same on every render (a memoised reader can take it as a prop).
  const set = useCallback(
    (next: string) => {
      const url = new URL(window.location.href);
      url[part] = next;
      window.history.replaceState(window.history.state, '', url);
      window.dispatchEvent(new Event(WRITE));
    },
    [part],
  );
  return [value, set];
}
