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
});
