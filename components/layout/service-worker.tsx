'use client';
import { useEffect, useState } from 'react';
import { BASE_PATH } from '@/lib/paths';

/**
 * Registers the service worker (production builds only) and shows an update prompt when a new
 * version of the site has been deployed and is waiting.
 */
export function ServiceWorker() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const hadController = Boolean(navigator.serviceWorker.controller);

    const watch = (reg: ServiceWorkerRegistration) => {
      if (reg.waiting && hadController) setWaiting(reg.waiting);
      reg.addEventListener('updatefound', () => {
        const worker = reg.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && navigator.serviceWorker.controller && !cancelled) setWaiting(worker);
        });
      });
    };

    // Register once the page has loaded and the main thread is idle, so precaching never competes
    // with the first visit's own loading.
    const register = () =>
      navigator.serviceWorker
        .register(`${BASE_PATH}/sw.js`, { scope: `${BASE_PATH}/` })
        .then(watch)
        .catch(() => {
          /* no offline support in this browser (e.g. private mode): the site still works online */
        });
    const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => void register(), { timeout: 3000 }) : setTimeout(register, 1000));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });

    let reloading = false;
    const onControllerChange = () => {
      if (reloading || !hadController) return;
      reloading = true;
      window.location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
    return () => {
      cancelled = true;
      navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
    };
  }, []);

  return (
    <div role="status" aria-live="polite">
      {waiting ? (
        <div className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-2xl bg-night p-4 text-white shadow-xl xl:bottom-4">
          <p className="text-sm">A new version of the site is available.</p>
          <button type="button" className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-night" onClick={() => waiting.postMessage({ type: 'SKIP_WAITING' })}>
            Refresh
          </button>
        </div>
      ) : null}
    </div>
  );
}
