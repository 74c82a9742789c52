'use client';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}
const read = () => window.location.search;
const serverSearch = () => '';

/**
 * The page's query string ("?contest=2"). Pre-rendered HTML and hydration see "" (a static export
 * has no query at build), then the page reads the real one in the same commit.
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, read, serverSearch);
}
