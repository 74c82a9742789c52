'use client';
import { useEffect, useState } from 'react';
import { realClock } from '@/lib/time/clock';
import { delayUntil } from '@/lib/time/wake';
import { useNow } from './use-now';

/**
 * The visitor's clock like useNow, also re-read the moment `deadlineMs` is reached (useNow alone
 * moves every 30 s): a payment that must stop at a contest's start stops then, not up to 30 s later.
 */
export function useNowUntil(deadlineMs: number): number {
  const now = useNow();
  const [woke, setWoke] = useState(0);
  useEffect(() => {
    const wait = delayUntil(deadlineMs, realClock.now());
    if (wait === null) return;
    // A capped wait ends early; `woke` changes, so this runs again and waits for the rest.
    return realClock.after(wait, () => setWoke(realClock.now()));
  }, [deadlineMs, woke]);
  return Math.max(now, woke);
}
