import { safeStorage, onStorageProblem, resetStorageProblems } from '@/lib/stores/safe-storage';

describe('safe storage', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStorageProblems();
    jest.restoreAllMocks();
  });

  it('reads and writes through localStorage', () => {
    safeStorage.setItem('k1', '{"a":1}');
    expect(localStorage.getItem('k1')).toBe('{"a":1}');
    expect(safeStorage.getItem('k1')).toBe('{"a":1}');
  });

  it('drops corrupted JSON, reports it once, and reads as empty', () => {
    localStorage.setItem('k2', '{not json');
    const seen: string[] = [];
    onStorageProblem((p) => seen.push(p));
    expect(safeStorage.getItem('k2')).toBeNull();
    expect(localStorage.getItem('k2')).toBeNull();
    expect(seen).toEqual(['corrupted']);
  });

  it('falls back to memory when storage is blocked, and tells the visitor', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const seen: string[] = [];
    onStorageProblem((p) => seen.push(p));
    expect(() => safeStorage.setItem('k3', '{"x":2}')).not.toThrow();
    expect(safeStorage.getItem('k3')).toBe('{"x":2}');
    expect(seen).toEqual(['unavailable']);
  });

  it('keeps working in memory when the quota is full', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const seen: string[] = [];
    onStorageProblem((p) => seen.push(p));
    safeStorage.setItem('k4', '{"y":3}');
    expect(safeStorage.getItem('k4')).toBe('{"y":3}');
    expect(seen).toEqual(['full']);
  });

  it("keeps what a full localStorage could not hold in the tab's session storage, so a reload of the tab reads it and says storage is full again", () => {
    const setItem = Storage.prototype.setItem;
    const full = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, name: string, value: string) {
      if (this === localStorage) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, name, value);
    });
    safeStorage.setItem('k5', '{"cart":1}');
    expect(sessionStorage.getItem('wal-unsaved:k5')).toBe('{"cart":1}');

    // The reload: a fresh module (its memory empty), the same tab's session storage.
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('@/lib/stores/safe-storage') as typeof import('@/lib/stores/safe-storage');
      const seen: string[] = [];
      fresh.onStorageProblem((p) => seen.push(p));
      expect(fresh.safeStorage.getItem('k5')).toBe('{"cart":1}');
      expect(seen).toEqual(['full']);
      // Not written over whatever another tab stored meanwhile: the next write does that.
      expect(localStorage.getItem('k5')).toBeNull();
      // Once there is room, the next write is stored and the tab's copy goes.
      full.mockRestore();
      fresh.safeStorage.setItem('k5', '{"cart":2}');
      expect(localStorage.getItem('k5')).toBe('{"cart":2}');
      expect(sessionStorage.getItem('wal-unsaved:k5')).toBeNull();
    });
  });
});
