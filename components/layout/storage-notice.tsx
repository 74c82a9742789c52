'use client';
import { useEffect, useState } from 'react';
import { onStorageProblem, type StorageProblem } from '@/lib/stores/safe-storage';

const messages: Record<StorageProblem, string> = {
  unavailable: 'Your browser is blocking site storage, so your cart, tickets and sign-in are kept only until you close this tab.',
  full: 'Your browser storage is full, so new changes are kept only until you close this tab.',
  corrupted: 'Some saved data in this browser was damaged and has been reset.',
  'order-unsaved':
    'Your order could not be saved in this browser. It shows here only until you close this tab: keep this tab open, or note your order number now.',
};

/**
 * Tells the visitor when their data cannot be kept (a storage failure is never silent):
 * each distinct problem once, and a failed order write every time, even after Dismiss.
 */
export function StorageNotice() {
  const [shown, setShown] = useState<StorageProblem[]>([]);
  useEffect(() => onStorageProblem((p) => setShown((list) => (list.includes(p) ? list : [...list, p]))), []);
  return (
    <div role="status" aria-live="polite">
      {shown.length > 0 ? (
        <div className="flex items-center justify-center gap-3 bg-sky-100 px-4 py-2 text-sm text-sky-950">
          <div>
            {shown.map((p) => (
              <p key={p}>{messages[p]}</p>
            ))}
          </div>
          <button type="button" className="rounded-full px-3 py-1 font-semibold underline" onClick={() => setShown([])}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
