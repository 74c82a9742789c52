import { safeStorage, onStorageProblem, reportStorageProblem, resetStorageProblems } from '@/lib/stores/safe-storage';
import { LOCAL_STORAGE_KEYS } from '@/lib/stores/storage-keys';

function watch(): string[] {
  const seen: string[] = [];
  onStorageProblem((p) => seen.push(p));
  return seen;
}

const quotaFull = () =>
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });

describe('storage problems are told', () => {
  beforeEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
    resetStorageProblems();
  });

  it('a "full" after a "corrupted" is told too; each distinct problem only once', () => {
    const seen = watch();
    localStorage.setItem('k-corrupt', '{{{');
    safeStorage.getItem('k-corrupt');
    quotaFull();
    safeStorage.setItem('k-a', '{}');
    safeStorage.setItem('k-b', '{}');
    reportStorageProblem('corrupted');
    expect(seen).toEqual(['corrupted', 'full']);
  });

  it('a listener that subscribes late hears every problem already seen', () => {
    reportStorageProblem('corrupted');
    reportStorageProblem('unavailable');
    expect(watch()).toEqual(['corrupted', 'unavailable']);
  });

  it('every failed write of the orders is told, not only the first', () => {
    const seen = watch();
    quotaFull();
    safeStorage.setItem(LOCAL_STORAGE_KEYS.orders, '{"state":{"orders":[1]}}');
    safeStorage.setItem(LOCAL_STORAGE_KEYS.orders, '{"state":{"orders":[1,2]}}');
    expect(seen).toEqual(['full', 'order-unsaved', 'order-unsaved']);
    // The order is still readable in this tab.
    expect(safeStorage.getItem(LOCAL_STORAGE_KEYS.orders)).toBe('{"state":{"orders":[1,2]}}');
  });

  it('a key that fell back to memory is written to storage again once there is room', () => {
    const spy = quotaFull();
    safeStorage.setItem('k-room', '{"v":1}');
    expect(localStorage.getItem('k-room')).toBeNull();
    spy.mockRestore();
    safeStorage.setItem('k-room', '{"v":2}');
    expect(localStorage.getItem('k-room')).toBe('{"v":2}');
  });
});
