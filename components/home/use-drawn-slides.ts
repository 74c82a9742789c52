'use client';
import { useEffect, useState } from 'react';
import { nextIndex, preloadDelay } from '@/lib/ui/rotation';

/**
 * Which slides have their picture in the page. The first is pre-rendered with it; any other gets it when it
 * is shown, and, while the slides rotate, a little before its turn (`preloadDelay`), so it is drawn when it
 * comes round. A visitor who never sees a slide (reduced motion, paused, gone before its turn) never
 * downloads its picture.
 */
export function useDrawnSlides(index: number, count: number, running: boolean, intervalMs: number): (slide: number) => boolean {
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set([0]));
  // The slide on show always has its picture: set while rendering, so it never shows without it.
  if (!drawn.has(index)) setDrawn(new Set(drawn).add(index));

  useEffect(() => {
    if (!running) return;
    const upcoming = nextIndex(index, count);
    const id = window.setTimeout(() => setDrawn((d) => (d.has(upcoming) ? d : new Set(d).add(upcoming))), preloadDelay(intervalMs));
    return () => window.clearTimeout(id);
  }, [index, count, running, intervalMs]);

  return (slide) => drawn.has(slide);
}
