import type { StateStorage } from 'zustand/middleware';

/**
 * localStorage that never throws. Corrupted values are dropped, a blocked storage (privacy mode,
 * disabled cookies) or a full quota falls back to memory for the rest of the visit, and the first
 * such failure is reported once through `onStorageProblem` so the page can tell the visitor.
 */
export type StorageProblem = 'unavailable' | 'full' | 'corrupted';

type Listener = (problem: StorageProblem) => void;
const listeners = new Set<Listener>();
let reported: StorageProblem | null = null;

export function onStorageProblem(listener: Listener): () => void {
  listeners.add(listener);
  if (reported) listener(reported);
  return () => listeners.delete(listener);
}

export function reportStorageProblem(problem: StorageProblem): void {
  if (reported) return;
  reported = problem;
  listeners.forEach((l) => l(problem));
}

/** For tests. */
export function resetStorageProblems(): void {
  reported = null;
}

const memory = new Map<string, string>();

function backing(): Storage | null {
  try {
    const s = globalThis.localStorage;
    if (!s) return null;
    return s;
  } catch {
    return null;
  }
}

function isQuotaError(err: unknown): boolean {
  return err instanceof DOMException && (err.name === 'QuotaExceededError' || err.code === 22);
}

export const safeStorage: StateStorage = {
  getItem(name) {
    if (memory.has(name)) return memory.get(name)!;
    const s = backing();
    if (!s) {
      if (typeof window !== 'undefined') reportStorageProblem('unavailable');
      return null;
    }
    let raw: string | null;
    try {
      raw = s.getItem(name);
    } catch {
      reportStorageProblem('unavailable');
      return null;
    }
    if (raw === null) return null;
    try {
      JSON.parse(raw);
      return raw;
    } catch {
      reportStorageProblem('corrupted');
      try {
        s.removeItem(name);
      } catch {
        /* already reported */
      }
      return null;
    }
  },
  setItem(name, value) {
    const s = backing();
    if (!s || memory.has(name)) {
      memory.set(name, value);
      if (!s && typeof window !== 'undefined') reportStorageProblem('unavailable');
      return;
    }
    try {
      s.setItem(name, value);
    } catch (err) {
      memory.set(name, value);
      reportStorageProblem(isQuotaError(err) ? 'full' : 'unavailable');
    }
  },
  removeItem(name) {
    memory.delete(name);
    try {
      backing()?.removeItem(name);
    } catch {
      /* nothing to remove from a blocked storage */
    }
  },
};

/** sessionStorage with the same guarantees (for once-per-session rules such as voting). */
const sessionMemory = new Map<string, string>();
export const safeSessionStorage = {
  getItem(name: string): string | null {
    if (sessionMemory.has(name)) return sessionMemory.get(name)!;
    try {
      return globalThis.sessionStorage?.getItem(name) ?? null;
    } catch {
      return null;
    }
  },
  setItem(name: string, value: string): void {
    try {
      globalThis.sessionStorage.setItem(name, value);
    } catch {
      sessionMemory.set(name, value);
    }
  },
};
