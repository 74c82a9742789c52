import { act } from '@testing-library/react';
import { useCartStore } from '@/lib/stores/cart-store';
import { hydrateAll } from '@/lib/stores/hydration';
import { withStorageLock } from '@/lib/stores/locks';
import { useOrdersStore } from '@/lib/stores/orders-store';
import { LOCAL_STORAGE_KEYS } from '@/lib/stores/storage-keys';
import { readStored, writeStored } from '../../fixtures/persisted-stores';

/** A Web Locks stand-in shared by "every tab": one holder per name, granted in the order asked, never at once. */
function installLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const asked: string[] = [];
  const locks = {
    request(name: string, callback: (lock: { name: string }) => unknown) {
      asked.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(() => callback({ name }));
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
  return { locks, asked };
}

/** Another tab holding `name` until `release` is called. */
function holdLock(locks: ReturnType<typeof installLocks>['locks'], name: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  void locks.request(name, () => held);
  return () => release();
}

const tick = () => new Promise((r) => setTimeout(r, 0));

beforeEach(async () => {
  localStorage.clear();
  useCartStore.setState({ items: {}, sizes: {}, colors: {} });
  useOrdersStore.setState({ orders: [] });
  localStorage.clear();
  await act(() => hydrateAll());
});

afterEach(() => {
  delete (navigator as { locks?: unknown }).locks;
});

describe('with the Web Locks API', () => {
  it('a cart change waits for the lock another tab holds, then applies to what that tab stored', async () => {
    const { locks, asked } = installLocks();
    const release = holdLock(locks, LOCAL_STORAGE_KEYS.cart);
    let added = false;
    act(
      () =>
        void useCartStore
          .getState()
          .add(3)
          .then(() => (added = true)),
    );
    await act(tick);
    // Not applied while the other tab holds the lock.
    expect(added).toBe(false);
    expect(useCartStore.getState().items).toEqual({});
    // The other tab writes its line, then lets go.
    writeStored('cart', { items: { '5': 1 }, sizes: {}, colors: {} });
    release();
    await act(tick);
    expect(added).toBe(true);
    expect(asked).toEqual([LOCAL_STORAGE_KEYS.cart, LOCAL_STORAGE_KEYS.cart]);
    expect(readStored('cart').items).toEqual({ '5': 1, '3': 1 });
    expect(useCartStore.getState().items).toEqual({ '5': 1, '3': 1 });
  });

  it('changes asked for one after another apply in that order, each to the last one written', async () => {
    installLocks();
    const s = useCartStore.getState();
    await act(() => Promise.all([s.add(1), s.setSize(1, 'L'), s.add(1), s.remove(1), s.add(2)]));
    expect(readStored('cart')).toEqual({ items: { '1': 1, '2': 1 }, sizes: { '1': 'L' }, colors: {} });
  });

  it('an order is added under the orders lock and kept beside an order another tab wrote while waiting', async () => {
    const { locks, asked } = installLocks();
    const release = holdLock(locks, LOCAL_STORAGE_KEYS.orders);
    const order = (id: string) => ({
      kind: 'shop' as const,
      id,
      userId: null,
      lines: [{ productId: 1, name: 'Jersey', price: 10, quantity: 1, size: null, color: null }],
      total: 10,
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    const written = useOrdersStore.getState().addOrder(order('mine'));
    writeStored('orders', { orders: [order('theirs')] });
    release();
    await act(() => written);
    expect(asked).toContain(LOCAL_STORAGE_KEYS.orders);
    expect((readStored('orders').orders as { id: string }[]).map((o) => o.id)).toEqual(['theirs', 'mine']);
  });

  it('runs the task unlocked when the lock cannot be had, and passes on the task’s own failure', async () => {
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: { request: () => Promise.reject(new DOMException('opaque origin', 'SecurityError')) },
    });
    await expect(withStorageLock('k', () => 7)).resolves.toBe(7);
    installLocks();
    await expect(
      withStorageLock('k', () => {
        throw new Error('task failed');
      }),
    ).rejects.toThrow('task failed');
  });
});

describe('without the Web Locks API', () => {
  it('a change re-reads what is stored and writes at once', () => {
    expect('locks' in navigator).toBe(false);
    writeStored('cart', { items: { '5': 2 }, sizes: {}, colors: {} });
    act(() => void useCartStore.getState().add(3));
    // Applied synchronously: no lock to wait for.
    expect(useCartStore.getState().items).toEqual({ '5': 2, '3': 1 });
    expect(readStored('cart').items).toEqual({ '5': 2, '3': 1 });
  });
});
