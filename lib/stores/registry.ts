/** Every persisted store registers here so one provider can rehydrate them and sync tabs. */
export interface PersistedStore {
  name: string;
  rehydrate: () => Promise<void> | void;
  hasHydrated: () => boolean;
  /** Write the store's state as it is now (after a re-read combined it with this tab's unsaved state). */
  writeBack: () => void;
}

const registry: PersistedStore[] = [];

let lateHydration = false;

export function registerPersistedStore(store: PersistedStore): void {
  if (registry.some((s) => s.name === store.name)) return;
  registry.push(store);
  // A store whose module loads after the first hydration (a lazy chunk) reads storage at once.
  if (lateHydration) void store.rehydrate();
}

/** Called once the provider has hydrated the stores that were loaded with the page. */
export function markInitialHydration(): void {
  lateHydration = true;
}

export function persistedStores(): readonly PersistedStore[] {
  return registry;
}
