'use client';
import { useSyncExternalStore } from 'react';

function subscribe(cb: () => void) {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
}

/** Follows the browser's online/offline events; offline, it says what still works. */
export function ConnectionBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
          You are offline. Pages you have already opened still work, but what you see may be out of date.
        </p>
      )}
    </div>
  );
}
