import { createJSONStorage, type PersistOptions, type PersistStorage, type StorageValue } from 'zustand/middleware';
import type { StateCreator, StoreApi, StoreMutatorIdentifier } from 'zustand';
import { reportStorageProblem, safeStorage } from './safe-storage';
import { isRecord, isStringOrNull } from './checks';

export { isRecord, isStringOrNull };

/** Anything with zod's safeParse: a zod/mini schema in client stores keeps the bundle small. */
export interface StoredStateSchema<P> {
  safeParse(value: unknown): { success: true; data: P } | { success: false };
}

/** A hand-written check as a schema, for the stores every page loads (no validator library there). */
export function guard<P>(isValid: (value: unknown) => value is P): StoredStateSchema<P> {
  return { safeParse: (value) => (isValid(value) ? { success: true, data: value } : { success: false }) };
}

/** What persist writes: `{ state: {...}, version: n }`. Anything else under a store's key is damaged. */
export const isStoredEnvelope = (v: unknown): boolean => isRecord(v) && isRecord(v.state) && (v.version === undefined || typeof v.version === 'number');

/** A stored value the store cannot use: tell the visitor (once) and remove it, so it is not read again. */
export function dropDamaged(name: string): void {
  reportStorageProblem('corrupted');
  safeStorage.removeItem(name);
}

/** The safe storage as JSON, where a value that parses but is not a persist envelope (null, 42, "x", []) is damaged too. */
function checkedJSONStorage<P>(): PersistStorage<P> {
  const json = createJSONStorage<P>(() => safeStorage)!;
  return {
    ...json,
    getItem: (name) => {
      // safeStorage is synchronous and returns only text that parses as JSON.
      const raw = safeStorage.getItem(name) as string | null;
      if (raw === null) return null;
      const value: unknown = JSON.parse(raw);
      if (isStoredEnvelope(value)) return value as StorageValue<P>;
      dropDamaged(name);
      return null;
    },
  };
}

/** Every persisted store registers here so one provider can rehydrate them and sync tabs. */
export interface PersistedStore {
  name: string;
  rehydrate: () => Promise<void> | void;
  hasHydrated: () => boolean;
  /** Write the store's state as it is now (after a re-read combined it with this tab's unsaved state). */
  writeBack?: () => void;
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

/** Read a store's key again now (storage is synchronous, so the store holds what is stored when this returns). */
export function rereadStored(name: string): void {
  void registry.find((s) => s.name === name)?.rehydrate();
}

/**
 * Read-modify-write: wraps a store's state creator so every `set` first re-reads what is stored now
 * (another tab's writes included) and applies the change to that, so two tabs never lose each other's
 * cart lines or orders, even when one missed the other's storage event (a tab restored from the
 * back/forward cache, a throttled background tab).
 *
 *   persist(readModifyWrite(KEY, (set) => ({ ... })), persistOptions({ name: KEY, ... }))
 */
export function readModifyWrite<S, Mis extends [StoreMutatorIdentifier, unknown][] = [], Mos extends [StoreMutatorIdentifier, unknown][] = []>(
  name: string,
  creator: StateCreator<S, Mis, Mos>,
): StateCreator<S, Mis, Mos> {
  return (set, get, api) => {
    const freshSet = ((...args: Parameters<typeof set>) => {
      rereadStored(name);
      return (set as (...a: Parameters<typeof set>) => void)(...args);
    }) as typeof set;
    return creator(freshSet, get, api);
  };
}

/**
 * The stored state laid over the store's, taking only the keys the store persists (those its
 * partialize returns). Anything else in a stored value, such as `"signOut": 0`, never replaces an
 * action or a field the store does not keep.
 */
export function mergeOwned<S, P extends Partial<S>>(current: S, stored: P, partialize: (state: S) => P): S {
  const owned = Object.keys(partialize(current) as object);
  const next = { ...current };
  for (const key of owned) {
    if (Object.prototype.hasOwnProperty.call(stored, key)) (next as Record<string, unknown>)[key] = (stored as Record<string, unknown>)[key];
  }
  return next;
}

/**
 * Standard persist options: a versioned name, the safe storage, hydration left to the provider
 * (skipHydration, so pre-rendered pages match the server HTML), and a zod check of what was stored:
 * anything that does not match the schema (or is not a persist envelope) is removed, the visitor is
 * told once (storage notice: "corrupted") and the defaults are kept.
 */
export function persistOptions<S, P extends Partial<S>>(opts: {
  name: string;
  version: number;
  schema: StoredStateSchema<P>;
  partialize: (state: S) => P;
  migrate?: (persisted: unknown, version: number) => P | undefined;
  /**
   * How what is stored and this tab's state combine when the key is read again (another tab wrote,
   * the page came back from the back/forward cache, a read-modify-write). Without it the stored value
   * wins; a list of records such as orders keeps both sides (union by id), so an order this tab could
   * not save is not lost when another tab writes.
   */
  combine?: (stored: P, mine: P) => P;
}): PersistOptions<S, P> {
  return {
    name: opts.name,
    version: opts.version,
    storage: checkedJSONStorage<P>(),
    skipHydration: true,
    partialize: opts.partialize,
    migrate: (persisted, version) => {
      const migrated = opts.migrate ? opts.migrate(persisted, version) : undefined;
      return (migrated ?? persisted) as P;
    },
    merge: (persisted, current) => {
      // undefined: nothing stored yet.
      if (persisted === undefined) return current;
      const parsed = opts.schema.safeParse(persisted);
      if (parsed.success) return mergeOwned(current, opts.combine ? opts.combine(parsed.data, opts.partialize(current)) : parsed.data, opts.partialize);
      dropDamaged(opts.name);
      return current;
    },
  };
}

/** Register a store created with `persist(...)` under its storage name. */
export function register<S extends StoreApi<unknown> & { persist: { rehydrate: () => Promise<void> | void; hasHydrated: () => boolean } }>(
  store: S,
  name: string,
): S {
  registerPersistedStore({
    name,
    rehydrate: () => store.persist.rehydrate(),
    hasHydrated: () => store.persist.hasHydrated(),
    // persist writes on every setState: an empty update writes the state as it is.
    writeBack: () => (store as unknown as StoreApi<object>).setState({}),
  });
  return store;
}
