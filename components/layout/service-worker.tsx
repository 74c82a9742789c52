'use client';
import { reloadPage } from '@/lib/sw/reload';
import { useEffect, useRef, useState } from 'react';
import { BASE_PATH } from '@/lib/url/paths';
import { SW_MESSAGES } from '@/lib/sw/cache-rules';
import { followPageSources } from '@/lib/sw/page-freshness';

/**
 * Registers the service worker (production builds only) and shows an update prompt when a new
 * version of the site has been deployed and is waiting. Only the tab where the visitor pressed
 * Refresh reloads when the new version takes over; another tab (maybe in the middle of a payment)
 * is told and reloads when its visitor chooses. It also follows which pages the worker served from
 * its cache (lib/sw/page-freshness).
 */
export function ServiceWorker() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [updatedElsewhere, setUpdatedElsewhere] = useState(false);
  const acceptedHere = useRef(false);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const stopFollowing = followPageSources(navigator.serviceWorker);
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
    const whenIdle = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(() => void register(), { timeout: 3000 }) : setTimeout(register, 1000);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });

    let reloading = false;
    const onControllerChange = () => {
      if (reloading || !hadController) return;
      setWaiting(null);
      if (!acceptedHere.current) {
        setUpdatedElsewhere(true);
        return;
      }
      reloading = true;
      reloadPage();
    };
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
    return () => {
      cancelled = true;
      stopFollowing();
      navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
    };
  }, []);

  return (
    <div role="status" aria-live="polite">
      {waiting ? (
        <div className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-2xl bg-night p-4 text-white shadow-xl xl:bottom-4">
          <p className="text-sm">A new version of the site is available.</p>
          <button
            type="button"
            className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-night"
            onClick={() => {
              acceptedHere.current = true;
              waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
            }}
          >
            Refresh
          </button>
        </div>
      ) : updatedElsewhere ? (
        <div className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-2xl bg-night p-4 text-white shadow-xl xl:bottom-4">
          <p className="text-sm">The site was updated in another tab. Reload this page when you are ready.</p>
          <button type="button" className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-night" onClick={reloadPage}>
            Reload
          </button>
        </div>
      ) : null}
    </div>
  );
}
