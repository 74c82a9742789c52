'use client';
import { useEffect, useState } from 'react';
import { onStorageProblem, type StorageProblem } from '@/lib/stores/safe-storage';

const messages: Record<StorageProblem, string> = {
  unavailable: 'Your browser is blocking site storage, so your cart, tickets and sign-in are kept only until you close this tab.',
  full: 'Your browser storage is full, so new changes are kept only until you close this tab.',
  corrupted: 'Some saved data in this browser was damaged and has been reset.',
};

/** Tells the visitor once when their data cannot be kept (decisions: storage failures are never silent). */
export function StorageNotice() {
  const [problem, setProblem] = useState<StorageProblem | null>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => onStorageProblem(setProblem), []);
  return (
    <div role="status" aria-live="polite">
      {problem && !dismissed ? (
        <div className="flex items-center justify-center gap-3 bg-sky-100 px-4 py-2 text-sm text-sky-950">
          <p>{messages[problem]}</p>
          <button type="button" className="rounded-full px-3 py-1 font-semibold underline" onClick={() => setDismissed(true)}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
