'use client';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { nextIndex, prevIndex } from '@/lib/ui/rotation';

function subscribeMotion(cb: () => void) {
  const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    () => false,
  );
}

/**
 * Auto-advancing index for a carousel or ticker. It stops while hovered or focused (`hold`), when the
 * visitor pauses it, and never starts under prefers-reduced-motion.
 */
export function useRotation(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hold, setHold] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const running = !paused && !hold && !reducedMotion && count > 1;

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setIndex((i) => nextIndex(i, count)), intervalMs);
    return () => window.clearInterval(id);
  }, [running, count, intervalMs]);

  const next = useCallback(() => setIndex((i) => nextIndex(i, count)), [count]);
  const prev = useCallback(() => setIndex((i) => prevIndex(i, count)), [count]);

  /** Spread on the region: hover and keyboard focus hold the rotation. */
  const holdProps = {
    onMouseEnter: () => setHold(true),
    onMouseLeave: () => setHold(false),
    onFocus: () => setHold(true),
    onBlur: (e: React.FocusEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node)) setHold(false);
    },
  };

  return { index, setIndex, next, prev, paused, setPaused, running, reducedMotion, holdProps };
}
