import { useSyncExternalStore } from 'react';
import { hydrationDone, onHydrated } from './hydration';

/** False during pre-render and the first client render; true once stored state has been read. */
export function useHasHydrated(): boolean {
  return useSyncExternalStore(onHydrated, hydrationDone, () => false);
}
