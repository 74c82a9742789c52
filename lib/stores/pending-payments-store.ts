import { isPendingPayment, type PendingPayment } from '@/lib/payments/pending';
import { createPersistedStore } from './persist';
import { listOf, type StoredOf } from './records';

/** Payments written before their capture and not yet settled (lib/payments/pending.ts). */
export interface PendingPaymentsState {
  pending: PendingPayment[];
  /** Adds or replaces the record of one PayPal order; resolves once written. */
  put: (payment: PendingPayment) => Promise<void>;
  /** Settled (recorded as an order, or known not to be charged), or removed by the buyer. */
  remove: (paypalOrderId: string) => Promise<void>;
}

const persistedPending = { pending: listOf(isPendingPayment) };

export const usePendingPaymentsStore = createPersistedStore<PendingPaymentsState, StoredOf<typeof persistedPending>>(
  'pendingPayments',
  { version: 1, check: persistedPending, partialize: ({ pending }) => ({ pending }) },
  // Every write starts from what is stored now, under the key's lock: two tabs' payments both stay.
  (_set, _get, _api, update) => ({
    pending: [],
    put: (payment) => update((s) => ({ pending: [...s.pending.filter((p) => p.paypalOrderId !== payment.paypalOrderId), payment] })),
    remove: (paypalOrderId) => update((s) => ({ pending: s.pending.filter((p) => p.paypalOrderId !== paypalOrderId) })),
  }),
);
