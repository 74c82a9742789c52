'use client';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { currentCachedCopy, subscribeCachedCopies } from '@/lib/sw/page-freshness';

/**
 * When the page on screen was saved, if it is a saved copy from the offline cache; null when it came
 * from the network. A payment must not start while this is set (refresh first).
 */
export function useCachedCopy(): string | null {
  usePathname(); // re-read after client-side navigation
  return useSyncExternalStore(subscribeCachedCopies, currentCachedCopy, () => null);
}
