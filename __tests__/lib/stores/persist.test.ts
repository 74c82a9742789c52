import { act } from '@testing-library/react';
import { isStoredEnvelope } from '@/lib/stores/persist';
import { persistedStores } from '@/lib/stores/registry';
import { onStorageProblem, resetStorageProblems } from '@/lib/stores/safe-storage';
import { useCartStore } from '@/lib/stores/cart-store';
import { quarantinedRecords } from '@/lib/stores/quarantine';
import { LOCAL_STORAGE_KEYS } from '@/lib/stores/storage-keys';
import { importEveryStore } from '../../fixtures/persisted-stores';

function watchProblems(): string[] {
  resetStorageProblems();
  const seen: string[] = [];
  onStorageProblem((p) => seen.push(p));
  return seen;
}

describe('stored persist values', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => useCartStore.getState().clear());
    localStorage.clear();
  });

  it('recognises only { state: {...}, version?: number } as a stored envelope', () => {
    expect(isStoredEnvelope({ state: {}, version: 1 })).toBe(true);
    expect(isStoredEnvelope({ state: { items: {} } })).toBe(true);
    for (const bad of [null, 42, 'x', [], {}, { state: 'x' }, { state: [] }, { state: {}, version: '1' }]) expect(isStoredEnvelope(bad)).toBe(false);
  });

  it.each([
    ['JSON that is not an envelope', 'null'],
    ['a number', '42'],
  ])('sets aside %s: defaults kept, the visitor told, the damaged value moved to the quarantine', async (_kind, raw) => {
    act(() => useCartStore.getState().add(3));
    localStorage.setItem(LOCAL_STORAGE_KEYS.cart, raw);
    const seen = watchProblems();
    await act(async () => useCartStore.persist.rehydrate());
    expect(useCartStore.getState().items).toEqual({ '3': 1 });
    expect(seen).toEqual(['corrupted', 'quarantined']);
    // Set aside whole: the stored value.
    expect(quarantinedRecords()).toEqual([expect.objectContaining({ store: LOCAL_STORAGE_KEYS.cart, field: null, record: JSON.parse(raw) })]);
    // Read again: nothing damaged is left, so nothing more to report.
    const again = watchProblems();
    await act(async () => useCartStore.persist.rehydrate());
    expect(again).toEqual([]);
  });

  it.each([
    ['the wrong shape', '{"state":{"items":"x","sizes":{"3":"L"}},"version":1}'],
    ['the wrong shape from another version', '{"state":{"items":"x","sizes":{"3":"L"}},"version":99}'],
  ])('sets aside a field of %s alone: its default kept, the other fields read, the visitor told', async (_kind, raw) => {
    act(() => useCartStore.getState().add(3));
    localStorage.setItem(LOCAL_STORAGE_KEYS.cart, raw);
    const seen = watchProblems();
    await act(async () => useCartStore.persist.rehydrate());
    expect(useCartStore.getState().items).toEqual({ '3': 1 });
    expect(useCartStore.getState().sizes).toEqual({ '3': 'L' });
    expect(seen).toEqual(['quarantined']);
    expect(quarantinedRecords()).toEqual([expect.objectContaining({ store: LOCAL_STORAGE_KEYS.cart, field: 'items', key: null, record: 'x' })]);
    // Moved, not copied: once the clean-up write is done the stored cart no longer holds it.
    await act(async () => undefined);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.cart) ?? '').not.toContain('"x"');
    const again = watchProblems();
    await act(async () => useCartStore.persist.rehydrate());
    expect(again).toEqual([]);
  });

  it('a line of the wrong kind is set aside alone: the other lines are kept, the visitor told', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.cart, '{"state":{"items":{"1":"lots","2":3},"sizes":{},"colors":{}},"version":1}');
    const seen = watchProblems();
    await act(async () => useCartStore.persist.rehydrate());
    expect(useCartStore.getState().items).toEqual({ '2': 3 });
    expect(seen).toEqual(['quarantined']);
    expect(quarantinedRecords()).toEqual([expect.objectContaining({ store: LOCAL_STORAGE_KEYS.cart, field: 'items', key: '1', record: 'lots' })]);
    // Moved, not copied: the stored cart no longer holds it once the clean-up write is done.
    await act(async () => undefined);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.cart)).not.toContain('lots');
  });

  it('reports nothing when nothing was stored', async () => {
    const seen = watchProblems();
    await act(async () => useCartStore.persist.rehydrate());
    expect(seen).toEqual([]);
  });

  it('every store reads back what it wrote without calling it damaged', async () => {
    const stores = await importEveryStore();
    expect(stores.length).toBe(persistedStores().length);
    // Write each store's starting state, then read everything back.
    act(() => stores.forEach((s) => s.setState({})));
    expect(Object.keys(localStorage).length).toBe(stores.length);
    const seen = watchProblems();
    await act(async () => Promise.all(persistedStores().map((s) => s.rehydrate())));
    expect(seen).toEqual([]);
    expect(Object.keys(localStorage).length).toBe(stores.length);
  });
});
