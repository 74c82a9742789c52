'use client';
import { useEffect } from 'react';
import { handleStorageEvent, hydrateAll } from '@/lib/stores/hydration';
import '@/lib/stores/session-store';

/** Reads persisted stores once after mount (no hydration mismatch) and follows other tabs. */
export function StoreProvider() {
  useEffect(() => {
    void hydrateAll();
    const onStorage = (e: StorageEvent) => {
      if (e.storageArea && e.storageArea !== window.localStorage) return;
      handleStorageEvent(e.key);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return null;
}
