import { browserStorage } from '@/lib/stores/safe-storage';

/**
 * Recording a verified payment (never silent when it cannot be kept): the order is written to the browser's store, then
 * read back. The buyer has paid in every case, so the outcome is never "payment failed":
 * - stored: the order is in this browser's storage;
 * - this-visit: the store kept it in memory only (storage blocked or full): gone when the tab closes;
 * - not-recorded: writing threw: the order is nowhere.
 */
export type RecordOutcome = 'stored' | 'this-visit' | 'not-recorded';

export async function recordPayment(write: () => void | Promise<void>, isStored: () => boolean): Promise<RecordOutcome> {
  try {
    await write();
  } catch {
    return 'not-recorded';
  }
  try {
    return isStored() ? 'stored' : 'this-visit';
  } catch {
    return 'this-visit';
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

/** What a buyer whose payment went through is told when it could not be kept (never silent, never "payment failed"). */
export function unrecordedMessage(outcome: Exclude<RecordOutcome, 'stored'>, paypalOrderId: string): string {
  return outcome === 'this-visit'
    ? `Your payment went through (PayPal order ${paypalOrderId}), but this browser is not saving site data (storage is blocked or full), so this order is kept only until you close this tab. Print or save the receipt now and keep the PayPal id; if you need help, contact us with it.`
    : `Your payment went through (PayPal order ${paypalOrderId}), but this browser could not record the order. Do not pay again: contact us with this PayPal id and we will sort it out.`;
}
