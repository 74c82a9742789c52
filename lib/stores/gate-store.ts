import type { CheckIn } from '@/lib/gate/check';
import { mergeCheckIns, type MergeResult } from '@/lib/gate/check-ins';
import { mergePaidInvoices, type PaidInvoice } from '@/lib/gate/paypal-activity';
import { isActivitySource, isCheckIn, isPaidInvoice } from '@/lib/gate/records';
import { isInt, nullable, optional, type Checked } from './checks';
import { createPersistedStore } from './persist';
import { listOf } from './records';

type ActivitySource = Checked<typeof isActivitySource>;

/** The gate on this device: the paid invoices of the last PayPal activity loaded, and the tickets admitted. */
export interface GateState {
  paid: PaidInvoice[];
  source: ActivitySource;
  checkIns: CheckIn[];
  /** The event this device checks tickets for (kept over a reload: a steward's phone stays on its event). */
  eventId?: number | null;
  chooseEvent: (eventId: number | null) => Promise<void>;
  loadActivity: (paid: PaidInvoice[], source: NonNullable<ActivitySource>) => Promise<void>;
  /** Admits a ticket once: a second check-in of the same id is not added. */
  checkIn: (entry: CheckIn) => Promise<void>;
  /** Another gate's check-ins (from its file `source`) merged into this device's, the earliest admission of each ticket kept. */
  loadCheckIns: (incoming: readonly CheckIn[], source: string) => Promise<MergeResult>;
}

export const useGateStore = createPersistedStore<GateState, Pick<GateState, 'paid' | 'source' | 'checkIns' | 'eventId'>>(
  'gate',
  {
    version: 1,
    check: { paid: listOf(isPaidInvoice), source: isActivitySource, checkIns: listOf(isCheckIn), eventId: optional(nullable(isInt)) },
    partialize: ({ paid, source, checkIns, eventId }) => ({ paid, source, checkIns, eventId }),
  },
  // Check-ins merge under the key's lock: two gate tabs on one device never drop each other's.
  (_set, _get, _api, update) => ({
    paid: [],
    source: null,
    checkIns: [],
    chooseEvent: (eventId) => update(() => ({ eventId })),
    // A later export adds to what was loaded (late sales), never replaces it.
    loadActivity: (paid, source) => update((s) => ({ paid: mergePaidInvoices(s.paid, paid), source })),
    checkIn: (entry) => update((s) => (s.checkIns.some((c) => c.ticketId === entry.ticketId) ? {} : { checkIns: [...s.checkIns, entry] })),
    loadCheckIns: async (incoming, source) => {
      let merged: MergeResult = { checkIns: [], added: 0, known: 0, twice: [] };
      await update((s) => {
        merged = mergeCheckIns(s.checkIns, incoming, source);
        return { checkIns: merged.checkIns };
      });
      return merged;
    },
  }),
);
