'use client';
import { useEffect, useState } from 'react';

/**
 * Code fetched when a part of the page runs, never with the page's first load (PayPal, the upload
 * field's drop area): the module once loaded, whether the fetch failed (offline, a new deployment),
 * and a retry that fetches again. `load` must be a stable function (declare it at module level).
 * `wanted` holds the fetch back until the part is needed (the drop area: until it comes near the screen).
 */
export function useLazyModule<M>(load: () => Promise<M>, wanted = true): { mod: M | null; failed: boolean; retry: () => void } {
  const [mod, setMod] = useState<M | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    load().then(
      (m) => live && setMod(() => m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [load, attempt, wanted]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { mod, failed, retry };
}
