import { persistedStores, markInitialHydration } from './registry';
import { forgetUnsaved } from './safe-storage';

let done = false;
const listeners = new Set<() => void>();

export function hydrationDone(): boolean {
  return done;
}

export function onHydrated(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Read every persisted store from storage once (called by the client provider after mount). */
export async function hydrateAll(): Promise<void> {
  await Promise.all(persistedStores().map((s) => s.rehydrate()));
  markInitialHydration();
  done = true;
  if (typeof document !== 'undefined') document.documentElement.dataset.hydrated = 'true';
  listeners.forEach((l) => l());
}

/**
 * Another tab wrote a key: re-read the matching store. A cleared storage (key null) re-reads all.
 * A key this tab could only keep in memory (a failed write) follows the other tab too: its unsaved
 * copy is dropped, the stored value read and combined with the store's state (its
 * `combine` in createPersistedStore), and the result written back.
 */
export function handleStorageEvent(key: string | null): void {
  persistedStores()
    .filter((s) => key === null || s.name === key)
    .forEach((s) => {
      const hadUnsaved = forgetUnsaved(s.name);
      void s.rehydrate();
      if (hadUnsaved) s.writeBack?.();
    });
}

/**
 * The page is shown again. Restored from the back/forward cache (`persisted`), it missed every write
 * the other tabs made meanwhile: re-read everything before the visitor acts on old state.
 */
export function handlePageShow(persisted: boolean): void {
  if (persisted && done) handleStorageEvent(null);
}
