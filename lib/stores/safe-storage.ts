import type { StateStorage } from 'zustand/middleware';

import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEY_PREFIXES } from './storage-keys';

/**
 * localStorage that never throws. Corrupted values are set aside (onDamagedValue) and removed, a blocked storage (privacy mode,
 * disabled cookies) or a full quota falls back to this tab (memory, and its session storage where that works, so a reload keeps it), and each distinct problem is reported once
 * through `onStorageProblem` so the page can tell the visitor. A failed write of the orders key is
 * reported every time ('order-unsaved'): a paid order that lives only in memory must never go unsaid.
 */
export type StorageProblem = 'unavailable' | 'full' | 'corrupted' | 'order-unsaved' | 'quarantined';

/** Keys whose every failed write is told, not only the first problem of its kind. */
const ALWAYS_TELL = new Set<string>([LOCAL_STORAGE_KEYS.orders]);

type Listener = (problem: StorageProblem) => void;
const listeners = new Set<Listener>();
const reported: StorageProblem[] = [];

/** Listen for problems; problems reported before subscribing are replayed, each once. */
export function onStorageProblem(listener: Listener): () => void {
  listeners.add(listener);
  reported.forEach((p) => listener(p));
  return () => listeners.delete(listener);
}

/** Problems told every time they happen (a failed order write, newly set-aside records), not only the first time. */
const TOLD_EVERY_TIME = new Set<StorageProblem>(['order-unsaved', 'quarantined']);

export function reportStorageProblem(problem: StorageProblem): void {
  const seen = reported.includes(problem);
  if (seen && !TOLD_EVERY_TIME.has(problem)) return;
  // A failed order write is told as it happens only; set-aside records are replayed to a late listener too.
  if (!seen && problem !== 'order-unsaved') reported.push(problem);
  listeners.forEach((l) => l(problem));
}

type DamagedHandler = (name: string, raw: string) => void;
let keepDamaged: DamagedHandler | null = null;

/** Where a stored value that is not JSON goes before it is removed (the quarantine registers here). */
export function onDamagedValue(handler: DamagedHandler): void {
  keepDamaged = handler;
}

/** For tests. */
export function resetStorageProblems(): void {
  reported.length = 0;
}

function writeFailed(name: string, problem: StorageProblem): void {
  reportStorageProblem(problem);
  if (ALWAYS_TELL.has(name)) reportStorageProblem('order-unsaved');
}

const memory = new Map<string, string>();

/**
 * What could not be stored is kept in this tab: in memory, and in its session storage where that
 * works (its quota is not localStorage's), so a reload of the tab keeps it; a new tab does not see it.
 */
const unsavedName = (name: string) => SESSION_STORAGE_KEY_PREFIXES.unsaved + name;

function keepUnsaved(name: string, value: string): void {
  memory.set(name, value);
  try {
    globalThis.sessionStorage?.setItem(unsavedName(name), value);
  } catch {
    /* memory only: the page says what that means */
  }
}

function dropUnsaved(name: string): boolean {
  const had = memory.delete(name);
  try {
    globalThis.sessionStorage?.removeItem(unsavedName(name));
  } catch {
    /* nothing kept there */
  }
  return had;
}

/** Whether this tab's session storage holds `text` in its unsaved copy of `name` (kept over a reload). */
export function tabCopyHolds(name: string, text: string): boolean {
  try {
    return globalThis.sessionStorage?.getItem(unsavedName(name))?.includes(text) ?? false;
  } catch {
    return false;
  }
}

/** This tab's unsaved copy kept over a reload, if any (only text that parses as JSON). */
function keptOverReload(name: string): string | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(unsavedName(name)) ?? null;
    if (raw === null) return null;
    JSON.parse(raw);
    return raw;
  } catch {
    return null;
  }
}

/** The browser's localStorage, or null where it is blocked: for code that must know what really is stored. */
export function browserStorage(): Storage | null {
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
    const kept = keptOverReload(name);
    if (kept !== null) {
      // Kept from before a reload because it could not be stored: this tab goes on from it, as before
      // the reload, and says so again. It is not written over what other tabs may have stored since:
      // the store's next write (which merges what it reads) tries the real storage first.
      memory.set(name, kept);
      if (typeof window !== 'undefined') writeFailed(name, 'full');
      return kept;
    }
    const s = browserStorage();
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
        keepDamaged?.(name, raw);
      } catch {
        /* the value is still reported */
      }
      try {
        s.removeItem(name);
      } catch {
        /* already reported */
      }
      return null;
    }
  },
  setItem(name, value) {
    const s = browserStorage();
    if (!s) {
      keepUnsaved(name, value);
      if (typeof window !== 'undefined') writeFailed(name, 'unavailable');
      return;
    }
    // Always try the real storage first: space may have been freed, and a stored value is what the
    // other tabs follow. Only what could not be stored stays in this tab.
    try {
      s.setItem(name, value);
      dropUnsaved(name);
    } catch (err) {
      keepUnsaved(name, value);
      writeFailed(name, isQuotaError(err) ? 'full' : 'unavailable');
    }
  },
  removeItem(name) {
    dropUnsaved(name);
    try {
      browserStorage()?.removeItem(name);
    } catch {
      /* nothing to remove from a blocked storage */
    }
  },
};

/**
 * Forget this tab's unsaved copy of a key (kept in memory after a failed write), so the next read
 * follows what the other tabs stored. True when there was one.
 */
export function forgetUnsaved(name: string): boolean {
  return dropUnsaved(name);
}

/** Every key with an unsaved copy in memory. */
export function unsavedKeys(): string[] {
  return [...memory.keys()];
}

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
  removeItem(name: string): void {
    sessionMemory.delete(name);
    try {
      globalThis.sessionStorage?.removeItem(name);
    } catch {
      /* nothing to remove from a blocked storage */
    }
  },
};
