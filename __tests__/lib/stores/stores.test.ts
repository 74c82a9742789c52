import { act } from '@testing-library/react';
import { useCartStore } from '@/lib/stores/cart-store';
import { useOrdersStore } from '@/lib/stores/orders-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { handleStorageEvent, hydrateAll } from '@/lib/stores/hydration';
import type { ShopOrder } from '@/lib/schemas/order';
import { LOCAL_STORAGE_KEYS } from '@/lib/stores/storage-keys';
import { writeStored, readStored } from '../../fixtures/persisted-stores';

const order: ShopOrder = {
  kind: 'shop',
  id: 'o1',
  userId: null,
  lines: [{ productId: 1, name: 'Jersey', price: 59.99, quantity: 1, size: 'M', color: 'Purple' }],
  total: 59.99,
  createdAt: '2026-11-21T10:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: {}, sizes: {}, colors: {} });
  useOrdersStore.setState({ orders: [] });
  useSessionStore.setState({ userId: null, userName: null, admin: false });
});

describe('cart store', () => {
  it('adds, lowers to zero and removes the line', () => {
    const { add, remove } = useCartStore.getState();
    act(() => {
      add(5);
      add(5);
      remove(5);
    });
    expect(useCartStore.getState().items).toEqual({ '5': 1 });
    act(() => remove(5));
    expect(useCartStore.getState().items).toEqual({});
  });

  it('checkout clear empties items, sizes and colours', () => {
    const s = useCartStore.getState();
    act(() => {
      s.add(1);
      s.setSize(1, 'L');
      s.setColor(1, 'Black');
      s.clear();
    });
    expect(useCartStore.getState()).toMatchObject({ items: {}, sizes: {}, colors: {} });
  });

  it('persists to localStorage and reads stored state back', async () => {
    act(() => useCartStore.getState().add(7));
    expect(readStored('cart').items).toEqual({ '7': 1 });
    writeStored('cart', { items: { '3': 2 }, sizes: { '3': 'S' }, colors: {} });
    await act(() => hydrateAll());
    expect(useCartStore.getState()).toMatchObject({ items: { '3': 2 }, sizes: { '3': 'S' } });
  });

  it('ignores stored state of the wrong shape and keeps the defaults', async () => {
    writeStored('cart', { items: { '1': 'lots' } });
    await act(() => hydrateAll());
    expect(useCartStore.getState().items).toEqual({});
  });
});

describe('orders store', () => {
  it('records an order once, however often it is added', () => {
    act(() => {
      useOrdersStore.getState().addOrder(order);
      useOrdersStore.getState().addOrder(order);
    });
    expect(useOrdersStore.getState().orders).toHaveLength(1);
    expect(readStored('orders').orders[0].id).toBe('o1');
  });
});

describe('session store across tabs', () => {
  it('a storage event for the session key re-reads the sign-in', async () => {
    writeStored('session', { userId: 'u1', userName: 'Maya', admin: false });
    await act(async () => {
      handleStorageEvent(LOCAL_STORAGE_KEYS.session);
      await Promise.resolve();
    });
    expect(useSessionStore.getState()).toMatchObject({ userId: 'u1', userName: 'Maya' });
  });

  it('survives a corrupted session value', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.session, '}{');
    await act(() => hydrateAll());
    expect(useSessionStore.getState().userId).toBeNull();
  });
});
