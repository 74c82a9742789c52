import { act, render } from '@testing-library/react';
import { StoreProvider } from '@/components/layout/store-provider';
import { useCartStore } from '@/lib/stores/cart-store';
import { hydrationDone } from '@/lib/stores/hydration';
import { LOCAL_STORAGE_KEYS } from '@/lib/stores/storage-keys';

describe('StoreProvider', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    localStorage.setItem(LOCAL_STORAGE_KEYS.cart, JSON.stringify({ state: { items: { '7': 2 }, sizes: {}, colors: {} }, version: 1 }));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('reads stored state in a task of its own, after the one that hydrates the page', async () => {
    const reads = jest.spyOn(Storage.prototype, 'getItem');
    render(<StoreProvider />);
    // Mounted and its effects run: storage not touched yet, the stored cart not shown yet.
    expect(reads).not.toHaveBeenCalled();
    expect(hydrationDone()).toBe(false);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();

    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(reads).toHaveBeenCalledWith(LOCAL_STORAGE_KEYS.cart);
    expect(useCartStore.getState().items).toEqual({ '7': 2 });
    expect(hydrationDone()).toBe(true);
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('does not read after it has gone (unmounted before the task ran)', async () => {
    const reads = jest.spyOn(Storage.prototype, 'getItem');
    const { unmount } = render(<StoreProvider />);
    unmount();
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(reads).not.toHaveBeenCalled();
  });
});
