import { SAMPLE_ADMIN_EVENTS, SAMPLE_PAYOUTS } from '@/lib/admin/sample-data';
import { isAdminEvent, isApplicationDecision, isPayout, type AdminEvent, type ApplicationDecision, type Payout } from '@/lib/schemas/admin';
import { randomId } from '@/lib/ids/random-id';
import { createPersistedStore } from './persist';
import { listOf, mapOf, type StoredOf } from './records';

/** The admin's events, athlete application decisions and payouts, kept in this browser. */
export interface AdminState {
  events: AdminEvent[];
  payouts: Payout[];
  /** local athlete id -> decision; no entry means the application is pending */
  applications: Record<string, ApplicationDecision>;
  addEvent: (event: Omit<AdminEvent, 'id'>) => AdminEvent;
  updateEvent: (id: string, event: Omit<AdminEvent, 'id'>) => void;
  deleteEvent: (id: string) => void;
  reviewApplication: (userId: string, status: ApplicationDecision['status'], at?: Date) => void;
  /** Marks every pending payout completed; returns how many were processed. */
  processPayouts: () => number;
}

const persistedAdmin = { events: listOf(isAdminEvent), payouts: listOf(isPayout), applications: mapOf(isApplicationDecision) };

export const useAdminStore = createPersistedStore<AdminState, StoredOf<typeof persistedAdmin>>(
  'admin',
  { version: 1, check: persistedAdmin, partialize: ({ events, payouts, applications }) => ({ events, payouts, applications }) },
  (set, get) => ({
    events: SAMPLE_ADMIN_EVENTS,
    payouts: SAMPLE_PAYOUTS,
    applications: {},
    addEvent: (event) => {
      const created = { ...event, id: randomId('ev') };
      set((s) => ({ events: [...s.events, created] }));
      return created;
    },
    updateEvent: (id, event) => set((s) => ({ events: s.events.map((e) => (e.id === id ? { ...event, id } : e)) })),
    deleteEvent: (id) => set((s) => ({ events: s.events.filter((e) => e.id !== id) })),
    reviewApplication: (userId, status, at = new Date()) => set((s) => ({ applications: { ...s.applications, [userId]: { status, at: at.toISOString() } } })),
    processPayouts: () => {
      const pending = get().payouts.filter((p) => p.status === 'pending').length;
      if (pending) set((s) => ({ payouts: s.payouts.map((p) => (p.status === 'pending' ? { ...p, status: 'completed' as const } : p)) }));
      return pending;
    },
  }),
);
