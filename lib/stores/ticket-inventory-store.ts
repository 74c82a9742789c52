'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { guard, isRecord, persistOptions, register } from './persist';
import { LOCAL_STORAGE_KEYS } from './storage-keys';

/**
 * Tickets left per event in this browser (decisions §4). An event not listed here still has the
 * count from data/tickets.json; a purchase writes the lowered count, and 0 means sold out.
 */
export interface TicketInventoryState {
  /** event id -> tickets left */
  available: Record<string, number>;
  /** Lowers an event's count by `quantity` (never below 0); returns what is left. */
  purchase: (eventId: number, quantity: number, initialAvailable: number) => number;
  reset: () => void;
}

type PersistedInventory = Pick<TicketInventoryState, 'available'>;

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const persistedSchema = guard((v): v is PersistedInventory => isRecord(v) && isRecord(v.available) && Object.values(v.available).every(isCount));

export const TICKET_INVENTORY_STORE_KEY = LOCAL_STORAGE_KEYS.ticketInventory;

/** Tickets left for an event: the stored count, else the data file's. */
export function ticketsLeft(available: Record<string, number>, event: { id: number; availableTickets: number }): number {
  const stored = available[String(event.id)];
  return stored === undefined ? event.availableTickets : stored;
}

export const useTicketInventoryStore = register(
  create<TicketInventoryState>()(
    persist(
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
      persistOptions<TicketInventoryState, PersistedInventory>({
        name: TICKET_INVENTORY_STORE_KEY,
        version: 1,
        schema: persistedSchema,
        partialize: ({ available }) => ({ available }),
      }),
    ),
  ),
  TICKET_INVENTORY_STORE_KEY,
);
