import { browserStorage, tabCopyHolds } from '@/lib/stores/safe-storage';

/**
 * Recording a verified payment (never silent when it cannot be kept): the order is written to the browser's store, then
 * looked for. The buyer has paid in every case, so the outcome is never "payment failed":
 * - stored: the order is in this browser's storage;
 * - this-tab: storage is full: the order is kept in this tab (its session storage), over a reload, until the tab closes;
 * - this-page: storage is blocked: the order lives in this page's memory only, gone on a reload;
 * - not-recorded: writing threw: the order is nowhere.
 */
export type RecordOutcome = 'stored' | 'this-tab' | 'this-page' | 'not-recorded';

/** Where a written record was kept. */
export type KeptIn = Exclude<RecordOutcome, 'not-recorded'>;

export async function recordPayment(write: () => void | Promise<void>, keptIn: () => KeptIn): Promise<RecordOutcome> {
  try {
    await write();
  } catch {
    return 'not-recorded';
  }
  try {
    return keptIn();
  } catch {
    return 'this-page';
  }
}

/** Whether localStorage holds `id` under `key` (false when storage is blocked or the write fell back to memory). */
export function storageHolds(key: string, id: string, storage: () => Storage | null = browserStorage): boolean {
  try {
    return storage()?.getItem(key)?.includes(JSON.stringify(id)) ?? false;
  } catch {
    return false;
  }
}

/** Where the record `id` written under `key` is kept: the browser's storage, this tab's, or this page's memory. */
export function whereKept(key: string, id: string, storage: () => Storage | null = browserStorage): KeptIn {
  if (storageHolds(key, id, storage)) return 'stored';
  return tabCopyHolds(key, JSON.stringify(id)) ? 'this-tab' : 'this-page';
}

/** What a buyer whose payment went through is told when it could not be kept (never silent, never "payment failed"). */
export function unrecordedMessage(outcome: Exclude<RecordOutcome, 'stored'>, paypalOrderId: string): string {
  const paid = `Your payment went through (PayPal order ${paypalOrderId}), but`;
  const keep = 'Print or save the receipt now and keep the PayPal id; if you need help, contact us with it.';
  if (outcome === 'this-tab') return `${paid} this browser's storage is full, so this order is kept in this tab only, until you close it. ${keep}`;
  if (outcome === 'this-page')
    return `${paid} this browser is blocking site storage, so this order lasts only while this page is open: a reload loses it. ${keep}`;
  return `${paid} this browser could not record the order. Do not pay again: contact us with this PayPal id and we will sort it out.`;
}
