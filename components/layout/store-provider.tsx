'use client';
import { useEffect } from 'react';
import { handlePageShow, handleStorageEvent, hydrateAll } from '@/lib/stores/hydration';
import { inNextTask } from '@/lib/time/next-task';
import { browserStorage } from '@/lib/stores/safe-storage';
import '@/lib/stores/session-store';

/**
 * Reads persisted stores once after mount (no hydration mismatch) and follows other tabs (the storage
 * event, and a re-read when the page comes back from the back/forward cache).
 *
 * The read is a task of its own, after the one that hydrates the page: a browser opens a site's
 * localStorage on its first use, synchronously (9-40 ms on a phone-class CPU), and the stored state
 * then re-renders whatever shows it. Both stayed in hydration's task before, which made it the
 * longest of the page's start.
 */
export function StoreProvider() {
  useEffect(() => {
    const cancelRead = inNextTask(() => void hydrateAll());
    const onStorage = (e: StorageEvent) => {
      if (e.storageArea && e.storageArea !== browserStorage()) return;
      handleStorageEvent(e.key);
    };
    const onPageShow = (e: PageTransitionEvent) => handlePageShow(e.persisted);
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      cancelRead();
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
  return null;
}
