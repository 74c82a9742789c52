import { SAMPLE_PAYOUTS } from '@/lib/admin/sample-data';
import { isApplicationDecision, isPayout, type ApplicationDecision, type Payout } from '@/lib/schemas/admin';
import { createPersistedStore } from './persist';
import { listOf, mapOf, type StoredOf } from './records';

/**
 * The admin's athlete application decisions and payouts, kept in this browser. (Events are the
 * league's ticketed events, data/tickets.json, edited through the content tab's drafts.)
 */
export interface AdminState {
  payouts: Payout[];
  /** local athlete id -> decision; no entry means the application is pending */
  applications: Record<string, ApplicationDecision>;
  reviewApplication: (userId: string, status: ApplicationDecision['status'], at?: Date) => void;
  /** Marks every pending payout completed; returns how many were processed. */
  processPayouts: () => number;
}

const persistedAdmin = { payouts: listOf(isPayout), applications: mapOf(isApplicationDecision) };

export const useAdminStore = createPersistedStore<AdminState, StoredOf<typeof persistedAdmin>>(
  'admin',
  { version: 1, check: persistedAdmin, partialize: ({ payouts, applications }) => ({ payouts, applications }) },
  (set, get) => ({
    payouts: SAMPLE_PAYOUTS,
    applications: {},
    reviewApplication: (userId, status, at = new Date()) => set((s) => ({ applications: { ...s.applications, [userId]: { status, at: at.toISOString() } } })),
    processPayouts: () => {
      const pending = get().payouts.filter((p) => p.status === 'pending').length;
      if (pending) set((s) => ({ payouts: s.payouts.map((p) => (p.status === 'pending' ? { ...p, status: 'completed' as const } : p)) }));
      return pending;
    },
  }),
);
