import { isNonNegativeInt } from './checks';
import { createPersistedStore } from './persist';
import { mapOf, type StoredOf } from './records';

/**
 * Tickets left per event in this browser (a purchase lowers them by the quantity bought). An event not listed here still has the
 * count from data/tickets.json; a purchase writes the lowered count, and 0 means sold out.
 */
export interface TicketInventoryState {
  /** event id -> tickets left */
  available: Record<string, number>;
  /** Lowers an event's count by `quantity` (never below 0); returns what is left. */
  purchase: (eventId: number, quantity: number, initialAvailable: number) => number;
  reset: () => void;
}

const persistedInventory = { available: mapOf(isNonNegativeInt) };

/**
 * Tickets left for an event: the stored count, else the data file's. Never more than the data file
 * publishes: a count stored before the league lowered it (or written by hand) cannot sell tickets that
 * do not exist.
 */
export function ticketsLeft(available: Record<string, number>, event: { id: number; availableTickets: number }): number {
  const stored = available[String(event.id)];
  return stored === undefined ? event.availableTickets : Math.min(stored, event.availableTickets);
}

export const useTicketInventoryStore = createPersistedStore<TicketInventoryState, StoredOf<typeof persistedInventory>>(
  'ticketInventory',
  { version: 1, check: persistedInventory, partialize: ({ available }) => ({ available }) },
  (set, get) => ({
    available: {},
    purchase: (eventId, quantity, initialAvailable) => {
      const current = ticketsLeft(get().available, { id: eventId, availableTickets: initialAvailable });
      const next = Math.max(0, current - quantity);
      set((s) => ({ available: { ...s.available, [String(eventId)]: next } }));
      return next;
    },
    reset: () => set({ available: {} }),
  }),
);
