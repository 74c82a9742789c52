import { act } from '@testing-library/react';
import { useCartStore, isPersistedCart } from '@/lib/stores/cart-store';
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
  it('accepts a well-formed cart and rejects broken quantities or values', () => {
    expect(isPersistedCart({ items: { '1': 2 }, sizes: { '1': 'M' }, colors: {} })).toBe(true);
    expect(isPersistedCart({ items: { '1': 0 }, sizes: {}, colors: {} })).toBe(false);
    expect(isPersistedCart({ items: { '1': 100 }, sizes: {}, colors: {} })).toBe(false);
    expect(isPersistedCart({ items: { '1': 1.5 }, sizes: {}, colors: {} })).toBe(false);
    expect(isPersistedCart({ items: {}, sizes: { '1': 3 }, colors: {} })).toBe(false);
    expect(isPersistedCart({ items: [], sizes: {}, colors: {} })).toBe(false);
    expect(isPersistedCart(null)).toBe(false);
  });
});
