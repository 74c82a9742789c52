'use client';
import { useSyncExternalStore } from 'react';
import { realClock } from '@/lib/time/clock';
import { BUILD_TIME } from '@/lib/time/phase';

/** How often pages re-read the visitor's clock: event states change by the minute, not the second. */
const TICK_MS = 30_000;

let now = BUILD_TIME;
const listeners = new Set<() => void>();
let stop: (() => void) | null = null;

function read() {
  now = realClock.now();
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!stop) {
    now = realClock.now();
    const cancel = realClock.every(TICK_MS, read);
    const onVisible = () => document.visibilityState === 'visible' && read();
    document.addEventListener('visibilitychange', onVisible);
    stop = () => {
      cancel();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stop) {
      stop();
      stop = null;
    }
  };
}

/**
 * The visitor's clock (ms since epoch), re-read every 30 s and when the tab comes back into view.
 * During pre-rendering and hydration it is the build time, so the HTML matches; the page then moves
 * to the visitor's time in the same frame React subscribes (no flash of a wrong state after load).
 */
export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => BUILD_TIME,
  );
}
