import { act } from '@testing-library/react';
import { onStorageProblem, resetStorageProblems } from '@/lib/stores/safe-storage';
import { importEveryStore, type PersistedHook } from '../../fixtures/persisted-stores';

/**
 * Every persisted store, its key holding each kind of garbage the browser's reliability spec seeds
 * (reliability.spec.ts mixes the kinds over the keys in one page), comes back with its starting
 * state and tells the visitor. The browser proves the flows and the notice; this proves every store
 * against every kind.
 */
const GARBAGE: [string, string][] = [
  ['not JSON', '{{{'],
  ['JSON of the wrong shape', '{"state":{"items":"x","orders":7,"userId":{},"liked":"x","accounts":"x","available":[1],"enquiries":null},"version":99}'],
  ['the string null', 'null'],
  ['a huge value', `{"state":{"items":{"1":"${'x'.repeat(200_000)}"}},"version":1}`],
];

/** Whether `raw` is what persist writes, `{ state: {...} }` (a store may still find its fields damaged). */
function isEnvelope(raw: string): boolean {
  try {
    const state = (JSON.parse(raw) as { state?: unknown } | null)?.state;
    return !!state && typeof state === 'object';
  } catch {
    return false;
  }
}

/** The part of a store's state it persists. */
const persisted = (store: PersistedHook) => {
  const { partialize } = store.persist.getOptions();
  const state = store.getState();
  return partialize ? partialize(state) : state;
};

let stores: PersistedHook[] = [];
const starting = new Map<PersistedHook, object>();

beforeAll(async () => {
  stores = await importEveryStore();
  for (const store of stores) starting.set(store, JSON.parse(JSON.stringify(persisted(store))));
});

describe.each(GARBAGE)('every store, its key holding %s', (_kind, raw) => {
  it('reads back its starting state, and a value that is not a stored envelope is told', async () => {
    expect(stores.length).toBeGreaterThan(10);
    for (const store of stores) {
      localStorage.clear();
      act(() => store.setState(JSON.parse(JSON.stringify(starting.get(store)))));
      const name = store.persist.getOptions().name!;
      localStorage.setItem(name, raw);
      resetStorageProblems();
      const seen: string[] = [];
      onStorageProblem((p) => seen.push(p));
      await act(async () => store.persist.rehydrate());
      expect({ store: name, state: JSON.parse(JSON.stringify(persisted(store))) }).toEqual({ store: name, state: starting.get(store) });
      // Anything but an envelope is told by every store; an envelope of other fields may be an empty state to one.
      if (!isEnvelope(raw)) expect({ store: name, told: seen.length > 0 }).toEqual({ store: name, told: true });
    }
  });
});
