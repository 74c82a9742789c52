import { act } from '@testing-library/react';
import { useCartStore } from '@/lib/stores/cart-store';
import { quarantinedRecords } from '@/lib/stores/quarantine';
import { handleStorageEvent, hydrateAll } from '@/lib/stores/hydration';
import { LOCAL_STORAGE_KEYS } from '@/lib/stores/storage-keys';
import { writeStored } from '../../fixtures/persisted-stores';

beforeEach(async () => {
  localStorage.clear();
  useCartStore.setState({ items: {}, sizes: {}, colors: {} });
  await act(() => hydrateAll());
});

describe('cart store rules', () => {
  it('setQuantity sets, caps at 99 and removes at zero or below', () => {
    const s = useCartStore.getState();
    act(() => s.setQuantity(2, 5));
    expect(useCartStore.getState().items).toEqual({ '2': 5 });
    act(() => s.setQuantity(2, 500));
    expect(useCartStore.getState().items).toEqual({ '2': 99 });
    act(() => s.setQuantity(2, 0));
    expect(useCartStore.getState().items).toEqual({});
  });

  it('add stops at 99 and remove on an absent product changes nothing', () => {
    act(() => useCartStore.getState().setQuantity(3, 99));
    act(() => useCartStore.getState().add(3));
    expect(useCartStore.getState().items['3']).toBe(99);
    act(() => useCartStore.getState().remove(8));
    expect(useCartStore.getState().items).toEqual({ '3': 99 });
  });
});

describe('a line per size and colour', () => {
  it("changeLine adds to and takes from one line, leaving the product's other lines alone, and drops it at zero", async () => {
    const s = useCartStore.getState();
    await act(() => s.changeLine('5~XL~Blue', [], 1));
    await act(() => s.changeLine('5~M~Blue', [], 1));
    await act(() => s.changeLine('5~M~Blue', [], 1));
    expect(useCartStore.getState().items).toEqual({ '5~XL~Blue': 1, '5~M~Blue': 2 });
    await act(() => s.changeLine('5~XL~Blue', [], -1));
    expect(useCartStore.getState().items).toEqual({ '5~M~Blue': 2 });
  });

  it('folds a line kept the old way into the line it now is, its quantity kept and its size and colour entries gone', async () => {
    useCartStore.setState({ items: { '5': 2, '6': 1 }, sizes: { '5': 'M', '6': 'S' }, colors: { '5': 'Blue' } });
    await act(() => useCartStore.getState().changeLine('5~M~Blue', ['5'], 1));
    expect(useCartStore.getState()).toMatchObject({ items: { '5~M~Blue': 3, '6': 1 }, sizes: { '6': 'S' }, colors: {} });
  });
});

describe('cart across tabs (storage event)', () => {
  it('another tab writing the cart key updates this tab: items, sizes and colours', async () => {
    writeStored('cart', { items: { '5': 2 }, sizes: { '5': 'L' }, colors: { '5': 'White' } });
    await act(async () => {
      handleStorageEvent(LOCAL_STORAGE_KEYS.cart);
      await Promise.resolve();
    });
    expect(useCartStore.getState()).toMatchObject({ items: { '5': 2 }, sizes: { '5': 'L' }, colors: { '5': 'White' } });
  });

  it('a checkout in another tab (empty cart written) empties this tab', async () => {
    act(() => useCartStore.getState().add(1));
    writeStored('cart', { items: {}, sizes: {}, colors: {} });
    await act(async () => {
      handleStorageEvent(LOCAL_STORAGE_KEYS.cart);
      await Promise.resolve();
    });
    expect(useCartStore.getState().items).toEqual({});
  });

  it('a storage event for another key leaves the cart alone', async () => {
    act(() => useCartStore.getState().add(1));
    writeStored('cart', { items: {}, sizes: {}, colors: {} });
    await act(async () => {
      handleStorageEvent('wal-session');
      await Promise.resolve();
    });
    expect(useCartStore.getState().items).toEqual({ '1': 1 });
  });

  it('a corrupted value written by another tab keeps this tab working', async () => {
    act(() => useCartStore.getState().add(4));
    localStorage.setItem(LOCAL_STORAGE_KEYS.cart, '{"state":');
    await act(async () => {
      handleStorageEvent(LOCAL_STORAGE_KEYS.cart);
      await Promise.resolve();
    });
    act(() => useCartStore.getState().add(4));
    expect(useCartStore.getState().items['4']).toBeGreaterThanOrEqual(1);
  });
});

describe('stored cart check', () => {
  it('keeps the well-formed lines and sets aside broken quantities or values, line by line', async () => {
    writeStored('cart', { items: { '1': 2, '2': 0, '3': 100, '4': 1.5, '5': 99 }, sizes: { '1': 'M', '6': 3 }, colors: {} });
    await act(async () => useCartStore.persist.rehydrate());
    expect(useCartStore.getState()).toMatchObject({ items: { '1': 2, '5': 99 }, sizes: { '1': 'M' }, colors: {} });
    expect(quarantinedRecords().map((r) => [r.field, r.key, r.record])).toEqual([
      ['items', '2', 0],
      ['items', '3', 100],
      ['items', '4', 1.5],
      ['sizes', '6', 3],
    ]);
  });

  it('sets aside lines that are not a map at all, and keeps the sizes and colours stored beside them', async () => {
    writeStored('cart', { items: [], sizes: { '5': 'M' }, colors: {} });
    await act(async () => useCartStore.persist.rehydrate());
    expect(useCartStore.getState().items).toEqual({});
    expect(useCartStore.getState().sizes).toEqual({ '5': 'M' });
    expect(quarantinedRecords().map((r) => [r.store, r.field, r.key])).toEqual([[LOCAL_STORAGE_KEYS.cart, 'items', null]]);
  });
});
