'use client';
import { useEffect, useState } from 'react';
import { quarantinedRecords } from '@/lib/stores/quarantine';
import { onStorageProblem, type StorageProblem } from '@/lib/stores/safe-storage';

const messages: Record<Exclude<StorageProblem, 'quarantined'>, string> = {
  unavailable:
    'Your browser is blocking site storage, so your cart, tickets and sign-in last only while this page is open: reloading it or opening the site in a new tab starts without them.',
  full: 'Your browser storage is full, so new changes are kept in this tab only: they last until you close it, and other tabs do not see them.',
  corrupted: 'Some saved data in this browser was damaged and has been reset.',
  'order-unsaved':
    'Your order could not be saved in this browser. It shows here only until you close this tab: keep this tab open, or note your order number now.',
};

const setAsideMessage = (count: number) =>
  `${count === 1 ? '1 saved record' : `${count} saved records`} in this browser could not be read, so ${count === 1 ? 'it was' : 'they were'} set aside, not deleted. Download ${count === 1 ? 'it' : 'them'} to keep a copy or to send to us.`;

/** Saves the set-aside records as a JSON file (its code loads when asked for: few visitors ever need it). */
async function downloadSetAside(): Promise<void> {
  const [{ quarantineFile }, { saveFile }] = await Promise.all([import('@/lib/stores/quarantine-file'), import('@/lib/ui/save-file')]);
  const { name, text } = quarantineFile();
  saveFile(name, new Blob([text], { type: 'application/json' }));
}

/**
 * Tells the visitor when their data cannot be kept (a storage failure is never silent):
 * each distinct problem once, and a failed order write or newly set-aside records every time, even
 * after Dismiss. Set-aside records can be downloaded from here.
 */
export function StorageNotice() {
  const [shown, setShown] = useState<StorageProblem[]>([]);
  const [setAside, setSetAside] = useState(0);
  useEffect(
    () =>
      onStorageProblem((p) => {
        if (p === 'quarantined') setSetAside(quarantinedRecords().length);
        setShown((list) => (list.includes(p) ? list : [...list, p]));
      }),
    [],
  );
  return (
    <div role="status" aria-live="polite">
      {shown.length > 0 ? (
        <div className="flex items-center justify-center gap-3 bg-sky-100 px-4 py-2 text-sm text-sky-950">
          <div>
            {shown.map((p) =>
              p === 'quarantined' ? (
                <p key={p}>
                  {setAsideMessage(setAside)}{' '}
                  <button type="button" className="font-semibold underline" onClick={() => void downloadSetAside()}>
                    Download set-aside records
                  </button>
                </p>
              ) : (
                <p key={p}>{messages[p]}</p>
              ),
            )}
          </div>
          <button type="button" className="rounded-full px-3 py-1 font-semibold underline" onClick={() => setShown([])}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
