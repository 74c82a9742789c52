import { act } from '@testing-library/react';
import { useCartStore } from '@/lib/stores/cart-store';
import { useOrdersStore } from '@/lib/stores/orders-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { handlePageShow, handleStorageEvent, hydrateAll } from '@/lib/stores/hydration';
import { resetStorageProblems } from '@/lib/stores/safe-storage';
import type { ShopOrder } from '@/lib/schemas/order';
import { LOCAL_STORAGE_KEYS } from '@/lib/stores/storage-keys';
import { writeStored, readStored } from '../../fixtures/persisted-stores';

const order = (id: string): ShopOrder => ({
  kind: 'shop',
  id,
  userId: null,
  lines: [{ productId: 1, name: 'Jersey', price: 59.99, quantity: 1, size: 'M', color: 'Purple' }],
  total: 59.99,
  createdAt: '2026-11-21T10:00:00.000Z',
});

const storedOrderIds = () => (readStored('orders').orders as ShopOrder[]).map((o) => o.id);

beforeEach(async () => {
  jest.restoreAllMocks();
  localStorage.clear();
  resetStorageProblems();
  useCartStore.setState({ items: {}, sizes: {}, colors: {} });
  useOrdersStore.setState({ orders: [] });
  useSessionStore.setState({ userId: null, userName: null, admin: false });
  localStorage.clear();
  await act(() => hydrateAll());
});

describe('writes are read-modify-write of what is stored now', () => {
  it('an order placed here keeps the order another tab stored meanwhile (its storage event missed)', () => {
    writeStored('orders', { orders: [order('from-other-tab')] });
    act(() => useOrdersStore.getState().addOrder(order('from-this-tab')));
    expect(storedOrderIds()).toEqual(['from-other-tab', 'from-this-tab']);
    expect(useOrdersStore.getState().orders.map((o) => o.id)).toEqual(['from-other-tab', 'from-this-tab']);
  });

  it('a cart line added here keeps the line another tab added meanwhile', () => {
    writeStored('cart', { items: { '5': 2 }, sizes: { '5': 'L' }, colors: {} });
    act(() => useCartStore.getState().add(3));
    expect(readStored('cart')).toEqual({ items: { '5': 2, '3': 1 }, sizes: { '5': 'L' }, colors: {} });
  });
});

describe('a page restored from the back/forward cache re-reads', () => {
  it('re-reads every store on pageshow with persisted, not on a normal pageshow', () => {
    writeStored('session', { userId: 'u9', userName: 'Nia', admin: false });
    act(() => handlePageShow(false));
    expect(useSessionStore.getState().userId).toBeNull();
    act(() => handlePageShow(true));
    expect(useSessionStore.getState()).toMatchObject({ userId: 'u9', userName: 'Nia' });
  });
});

describe('a key that fell back to memory keeps following the other tabs', () => {
  const quotaFull = () =>
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

  it('the cart follows another tab that could write', () => {
    const full = quotaFull();
    act(() => useCartStore.getState().add(1));
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.cart)).toBeNull();
    full.mockRestore();
    writeStored('cart', { items: { '9': 1 }, sizes: {}, colors: {} });
    act(() => handleStorageEvent(LOCAL_STORAGE_KEYS.cart));
    expect(useCartStore.getState().items).toEqual({ '9': 1 });
    // And later changes from other tabs still arrive.
    writeStored('cart', { items: { '9': 2 }, sizes: {}, colors: {} });
    act(() => handleStorageEvent(LOCAL_STORAGE_KEYS.cart));
    expect(useCartStore.getState().items).toEqual({ '9': 2 });
  });

  it('an order this tab could not save is kept, and saved, when another tab writes the orders', () => {
    const full = quotaFull();
    act(() => useOrdersStore.getState().addOrder(order('unsaved-here')));
    full.mockRestore();
    writeStored('orders', { orders: [order('saved-there')] });
    act(() => handleStorageEvent(LOCAL_STORAGE_KEYS.orders));
    expect(useOrdersStore.getState().orders.map((o) => o.id)).toEqual(['saved-there', 'unsaved-here']);
    expect(storedOrderIds()).toEqual(['saved-there', 'unsaved-here']);
  });
});
