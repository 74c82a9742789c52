import { useMemo } from 'react';
import { isApplicationDecision, isPayoutProcessing, type ApplicationDecision, type Payout, type PayoutProcessing } from '@/lib/schemas/admin';
import { createPersistedStore } from './persist';
import { mapOf, type StoredOf } from './records';

/**
 * What the admin decided in this browser: athlete application decisions and which of the league's
 * payouts were processed. The payouts themselves are the league's (data/samples.json and the demo
 * athlete's history, handed to the dashboards by their pages: lib/admin/sample-data.ts), so this store
 * holds only the admin's actions and no page bundles the records behind them. (Version 1 stored the
 * whole payout list; a payout processed under it shows as pending again: it is sample data, no money.)
 */
export interface AdminState {
  /** payout id -> when it was processed; no entry means the payout is as the league lists it */
  processed: Record<string, PayoutProcessing>;
  /** local athlete id -> decision; no entry means the application is pending */
  applications: Record<string, ApplicationDecision>;
  reviewApplication: (userId: string, status: ApplicationDecision['status'], at?: Date) => void;
  /** Marks every pending payout of `payouts` completed; returns how many were processed. */
  processPayouts: (payouts: readonly Payout[], at?: Date) => number;
}

const persistedAdmin = { processed: mapOf(isPayoutProcessing), applications: mapOf(isApplicationDecision) };

export const useAdminStore = createPersistedStore<AdminState, StoredOf<typeof persistedAdmin>>(
  'admin',
  { version: 2, check: persistedAdmin, partialize: ({ processed, applications }) => ({ processed, applications }) },
  (set, get) => ({
    processed: {},
    applications: {},
    reviewApplication: (userId, status, at = new Date()) => set((s) => ({ applications: { ...s.applications, [userId]: { status, at: at.toISOString() } } })),
    processPayouts: (payouts, at = new Date()) => {
      const pending = withProcessing(payouts, get().processed).filter((p) => p.status === 'pending');
      if (pending.length) set((s) => ({ processed: { ...s.processed, ...Object.fromEntries(pending.map((p) => [p.id, { at: at.toISOString() }])) } }));
      return pending.length;
    },
  }),
);

/** The league's payouts as this browser's admin left them: a processed one is completed. */
export function withProcessing(payouts: readonly Payout[], processed: Record<string, PayoutProcessing>): Payout[] {
  return payouts.map((p) => (p.status === 'pending' && processed[p.id] ? { ...p, status: 'completed' as const } : p));
}

/** The league's payouts (from the page) with this browser's processing applied, kept current. */
export function usePayouts(payouts: readonly Payout[]): Payout[] {
  const processed = useAdminStore((s) => s.processed);
  return useMemo(() => withProcessing(payouts, processed), [payouts, processed]);
}
