import { persistedStores, markInitialHydration } from './persist';

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

/** Another tab wrote a key: re-read the matching store. A cleared storage (key null) re-reads all. */
export function handleStorageEvent(key: string | null): void {
  persistedStores()
    .filter((s) => key === null || s.name === key)
    .forEach((s) => s.rehydrate());
}
