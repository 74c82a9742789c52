import { createJSONStorage, type PersistOptions } from 'zustand/middleware';
import type { StoreApi } from 'zustand';
import { safeStorage } from './safe-storage';

/** Anything with zod's safeParse: a zod/mini schema in client stores keeps the bundle small. */
export interface StoredStateSchema<P> {
  safeParse(value: unknown): { success: true; data: P } | { success: false };
}

/** A hand-written check as a schema, for the stores every page loads (no validator library there). */
export function guard<P>(isValid: (value: unknown) => value is P): StoredStateSchema<P> {
  return { safeParse: (value) => (isValid(value) ? { success: true, data: value } : { success: false }) };
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isStringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

/** Every persisted store registers here so one provider can rehydrate them and sync tabs. */
export interface PersistedStore {
  name: string;
  rehydrate: () => Promise<void> | void;
  hasHydrated: () => boolean;
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

/**
 * Standard persist options: a versioned name, the safe storage, hydration left to the provider
 * (skipHydration, so pre-rendered pages match the server HTML), and a zod check of what was stored:
 * anything that does not match the schema is dropped and the defaults are kept.
 */
export function persistOptions<S, P extends Partial<S>>(opts: {
  name: string;
  version: number;
  schema: StoredStateSchema<P>;
  partialize: (state: S) => P;
  migrate?: (persisted: unknown, version: number) => P | undefined;
}): PersistOptions<S, P> {
  return {
    name: opts.name,
    version: opts.version,
    storage: createJSONStorage(() => safeStorage),
    skipHydration: true,
    partialize: opts.partialize,
    migrate: (persisted, version) => {
      const migrated = opts.migrate ? opts.migrate(persisted, version) : undefined;
      return (migrated ?? persisted) as P;
    },
    merge: (persisted, current) => {
      const parsed = opts.schema.safeParse(persisted);
      return parsed.success ? { ...current, ...parsed.data } : current;
    },
  };
}

/** Register a store created with `persist(...)` under its storage name. */
export function register<S extends StoreApi<unknown> & { persist: { rehydrate: () => Promise<void> | void; hasHydrated: () => boolean } }>(store: S, name: string): S {
  registerPersistedStore({ name, rehydrate: () => store.persist.rehydrate(), hasHydrated: () => store.persist.hasHydrated() });
  return store;
}
