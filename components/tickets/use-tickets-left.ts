'use client';
import { useCallback } from 'react';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { ticketsLeft, useTicketInventoryStore } from '@/lib/stores/ticket-inventory-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';

/**
 * Seats left of an event as this browser knows them: the data file's count until stored state is
 * read (pre-render and first render), then less the tickets bought here.
 */
export function useTicketsLeft(): (event: Pick<TicketEvent, 'id' | 'availableTickets'>) => number {
  const hydrated = useHasHydrated();
  const stored = useTicketInventoryStore((s) => s.available);
  return useCallback((e) => (hydrated ? ticketsLeft(stored, e) : e.availableTickets), [hydrated, stored]);
}
