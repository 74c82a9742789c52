import { create, type StateCreator, type StoreApi } from 'zustand';
import { createJSONStorage, persist, type PersistOptions, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { isNumber, isRecord, optional, shape, type Check } from './checks';
import { registerPersistedStore } from './registry';
import { reportStorageProblem, safeStorage } from './safe-storage';
import { LOCAL_STORAGE_KEYS } from './storage-keys';

/** What persist writes: `{ state: {...}, version: n }`. Anything else under a store's key is damaged. */
export const isStoredEnvelope = shape({ state: isRecord, version: optional(isNumber) });

/** A stored value the store cannot use: tell the visitor (once) and remove it, so it is not read again. */
function dropDamaged(name: string): void {
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

/** A store's state creator, as persist takes it. */
type PersistedCreator<S> = StateCreator<S, [['zustand/persist', unknown]], []>;

/**
 * Read-modify-write: every `set` first re-reads what is stored now (another tab's writes included)
 * and applies the change to that, so two tabs never lose each other's cart lines or orders, even when
 * one missed the other's storage event (a tab restored from the back/forward cache, a throttled
 * background tab). Storage is synchronous, so the store holds what is stored when the re-read returns.
 */
function rereadBeforeSet<S>(creator: PersistedCreator<S>): PersistedCreator<S> {
  return (set, get, api) => {
    const freshSet = ((...args: Parameters<typeof set>) => {
      void api.persist.rehydrate();
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
function mergeOwned<S, P extends Partial<S>>(current: S, stored: P, partialize: (state: S) => P): S {
  const owned = Object.keys(partialize(current) as object);
  const next = { ...current };
  for (const key of owned) {
    if (Object.prototype.hasOwnProperty.call(stored, key)) (next as Record<string, unknown>)[key] = (stored as Record<string, unknown>)[key];
  }
  return next;
}

export interface PersistedStoreOptions<S, P> {
  /** The version written with the stored value. A value stored under another version is checked like any other. */
  version: number;
  /** What a stored value must be: anything else is removed, the visitor told once ("corrupted"), the defaults kept. */
  check: Check<P>;
  /** The part of the state that is stored (and the only keys a stored value may set). */
  partialize: (state: S) => P;
  /** Every `set` applies to what is stored now (read-modify-write): for lists two tabs both add to. */
  rereadBeforeSet?: boolean;
  /**
   * How what is stored and this tab's state combine when the key is read again (another tab wrote,
   * the page came back from the back/forward cache, a read-modify-write). Without it the stored value
   * wins; a list of records such as orders keeps both sides (union by id), so an order this tab could
   * not save is not lost when another tab writes.
   */
  combine?: (stored: P, mine: P) => P;
}

/**
 * The one way to make a persisted store: a zustand store kept under `LOCAL_STORAGE_KEYS[key]` in the
 * safe storage, read by the provider after mount (skipHydration, so pre-rendered pages match the
 * server HTML) and on other tabs' writes, and registered for both (a store whose module loads later
 * reads storage at once). The key is a name from the list, so no store writes its storage key out.
 */
export function createPersistedStore<S extends object, P extends Partial<S>>(
  key: keyof typeof LOCAL_STORAGE_KEYS,
  options: PersistedStoreOptions<S, P>,
  init: PersistedCreator<S>,
) {
  const name = LOCAL_STORAGE_KEYS[key];
  const { version, check, partialize, combine } = options;
  const persistOptions: PersistOptions<S, P> = {
    name,
    version,
    storage: checkedJSONStorage<P>(),
    skipHydration: true,
    partialize,
    // Another version's value goes on to merge, where the check keeps or drops it like any other.
    migrate: (persisted) => persisted as P,
    merge: (persisted, current) => {
      // undefined: nothing stored yet.
      if (persisted === undefined) return current;
      if (check(persisted)) return mergeOwned(current, combine ? combine(persisted, partialize(current)) : persisted, partialize);
      dropDamaged(name);
      return current;
    },
  };
  const store = create<S>()(persist(options.rereadBeforeSet ? rereadBeforeSet(init) : init, persistOptions));
  registerPersistedStore({
    name,
    rehydrate: () => store.persist.rehydrate(),
    hasHydrated: () => store.persist.hasHydrated(),
    // persist writes on every setState: an empty update writes the state as it is.
    writeBack: () => (store as StoreApi<object>).setState({}),
  });
  return store;
}
