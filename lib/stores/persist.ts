import { create, type StateCreator, type StoreApi } from 'zustand';
import { createJSONStorage, persist, type PersistOptions, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { isNumber, isRecord, optional, shape, type Check } from './checks';
import { withStorageLock } from './locks';
import { setAside } from './quarantine';
import { badAsKept, joinKeptAside, splitStored, withKeptAside, type KeptAside, type ListCheck, type MapCheck, type StoredFields } from './records';
import { registerPersistedStore } from './registry';
import { reportStorageProblem, safeStorage } from './safe-storage';
import { LOCAL_STORAGE_KEYS } from './storage-keys';

/** What persist writes: `{ state: {...}, version: n }`. Anything else under a store's key is damaged. */
export const isStoredEnvelope = shape({ state: isRecord, version: optional(isNumber) });

/**
 * A stored value the store cannot use at all: tell the visitor (once), set it aside in the quarantine and
 * remove it, so it is not read again. Removed only once the quarantine holds it: nothing is deleted.
 */
function dropDamaged(name: string, value: unknown): void {
  reportStorageProblem('corrupted');
  if (setAside([{ store: name, field: null, key: null, record: value, reason: 'not the shape this site stores' }])) safeStorage.removeItem(name);
}

/**
 * The safe storage as JSON, where a value that parses but is not a persist envelope (null, 42, "x", []) is
 * damaged too; every write adds the records kept aside from the last read (`keptAside`).
 */
function checkedJSONStorage<P>(keptAside: () => KeptAside): PersistStorage<P> {
  const json = createJSONStorage<P>(() => safeStorage)!;
  return {
    ...json,
    getItem: (name) => {
      // safeStorage is synchronous and returns only text that parses as JSON.
      const raw = safeStorage.getItem(name) as string | null;
      if (raw === null) return null;
      const value: unknown = JSON.parse(raw);
      if (isStoredEnvelope(value)) return value as StorageValue<P>;
      dropDamaged(name, value);
      return null;
    },
    setItem: (name, value) => json.setItem(name, { ...value, state: withKeptAside(value.state as Record<string, unknown>, keptAside()) as P }),
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

/** How one stored field is checked: as a whole, or record by record (listOf / mapOf from ./records). */
export type FieldCheck<V> =
  | Check<V>
  | (V extends readonly (infer T)[] ? ListCheck<T> : never)
  | (V extends Record<string, infer T> ? (V extends readonly unknown[] ? never : MapCheck<T>) : never);

/** Every stored field with its check. */
export type FieldChecks<P> = { [K in keyof P]-?: FieldCheck<P[K]> };

/** A list-merging change, made under the store's lock: see createPersistedStore. */
export type Update<S> = (change: Partial<S> | ((state: S) => Partial<S>)) => Promise<void>;

/** A store's state creator with the factory's `update` as a fourth argument. */
export type PersistedInit<S> = (
  set: Parameters<PersistedCreator<S>>[0],
  get: Parameters<PersistedCreator<S>>[1],
  api: Parameters<PersistedCreator<S>>[2],
  update: Update<S>,
) => S;

export interface PersistedStoreOptions<S, P> {
  /** The version written with the stored value. A value stored under another version is checked like any other. */
  version: number;
  /**
   * What a stored value must be. Either one check of the whole value (anything else is set aside, the
   * visitor told once ("corrupted"), the defaults kept), or each field's check, where a field checked with
   * listOf / mapOf keeps its good records, sets the bad ones aside in the quarantine (the visitor told,
   * "quarantined") and keeps records of kinds this build does not know, written back unchanged.
   */
  check: Check<P> | FieldChecks<P>;
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
 *
 * `init` gets a fourth argument, `update`: for actions that merge into a stored list (cart lines,
 * orders, accounts). It takes the store's lock across tabs (./locks), re-reads what is stored now inside
 * it, applies the change to that and writes, so two tabs writing at the same moment keep both changes.
 * The change shows once it is written; a caller that must know it is stored awaits the promise.
 */
export function createPersistedStore<S extends object, P extends Partial<S>>(
  key: keyof typeof LOCAL_STORAGE_KEYS,
  options: PersistedStoreOptions<S, P>,
  init: PersistedInit<S>,
) {
  const name = LOCAL_STORAGE_KEYS[key];
  const { version, check, partialize, combine } = options;
  // Records of the last read the state does not hold but every write keeps: unknown kinds, and bad
  // records until the quarantine holds them.
  let keptAside: KeptAside = {};
  // A re-read inside update() is followed by its write: no separate clean-up write is needed then.
  let inUpdate = false;
  let update: Update<S> = () => Promise.resolve();

  /** The stored state the store may use (good records only), or null when the value cannot be used at all. */
  function readStored(persisted: unknown): P | null {
    keptAside = {};
    if (typeof check === 'function') return check(persisted) ? persisted : null;
    const split = splitStored(check as unknown as StoredFields, persisted);
    if (!split) return null;
    const held = setAside(split.bad.map(({ field, at, record, reason }) => ({ store: name, field, key: at, record, reason })));
    // A whole field the quarantine could not hold cannot be written back beside the state: the value is
    // then read as damaged, as before fields were checked one by one.
    if (!held && split.bad.some((b) => b.at === null)) return null;
    keptAside = held ? split.unknownKinds : joinKeptAside(split.unknownKinds, badAsKept(split.bad));
    // The quarantine holds them: write the list without them now, so they are moved, not copied.
    if (held && split.bad.length > 0 && !inUpdate) queueMicrotask(() => void update({}));
    return split.state as P;
  }

  const persistOptions: PersistOptions<S, P> = {
    name,
    version,
    storage: checkedJSONStorage<P>(() => keptAside),
    skipHydration: true,
    partialize,
    // Another version's value goes on to merge, where the check keeps or drops it like any other.
    migrate: (persisted) => persisted as P,
    merge: (persisted, current) => {
      // undefined: nothing stored (yet, or any more).
      if (persisted === undefined) {
        keptAside = {};
        return current;
      }
      const stored = readStored(persisted);
      if (stored) return mergeOwned(current, combine ? combine(stored, partialize(current)) : stored, partialize);
      dropDamaged(name, persisted);
      return current;
    },
  };
  const withUpdate: PersistedCreator<S> = (set, get, api) => {
    update = (change) =>
      withStorageLock(name, () => {
        inUpdate = true;
        try {
          // Storage is synchronous: the store holds what is stored now when rehydrate returns.
          void api.persist.rehydrate();
        } finally {
          inUpdate = false;
        }
        set(change);
      });
    return init(set, get, api, (change) => update(change));
  };
  const store = create<S>()(persist(options.rereadBeforeSet ? rereadBeforeSet(withUpdate) : withUpdate, persistOptions));
  registerPersistedStore({
    name,
    rehydrate: () => store.persist.rehydrate(),
    hasHydrated: () => store.persist.hasHydrated(),
    // persist writes on every setState: an empty update writes the state as it is.
    writeBack: () => (store as StoreApi<object>).setState({}),
  });
  return store;
}
