import type { Payout } from '@/lib/schemas/admin';
import type { Order, TicketOrder } from '@/lib/schemas/order';
import type { TicketEventData } from '@/lib/schemas/ticket-event';
import type { SampleAthlete } from './sample-data';

/** What the console's figures read of a ticketed event (data/tickets.json). */
export type FigureEvent = Pick<TicketEventData, 'id' | 'title' | 'totalTickets' | 'availableTickets'>;

/**
 * A ticketed event's figures: tickets sold as its record states them (seats no longer available)
 * plus the ticket orders this browser holds for it (by event id); revenue is those orders' totals,
 * the only takings the console knows.
 */
export function eventFigures(event: FigureEvent, orders: Order[]): { ticketsSold: number; revenue: number } {
  const local = orders.filter((o): o is TicketOrder => o.kind === 'ticket' && o.eventId === event.id);
  return {
    ticketsSold: event.totalTickets - event.availableTickets + local.reduce((n, o) => n + o.quantity, 0),
    revenue: local.reduce((n, o) => n + o.total, 0),
  };
}

export interface AdminOverview {
  events: number;
  /** Events with seats left to sell. */
  onSale: number;
  athletes: number;
  pendingApplications: number;
  ticketsSold: number;
  revenue: number;
  pendingPayouts: number;
  pendingPayoutAmount: number;
}

export function adminOverview(input: {
  events: FigureEvent[];
  orders: Order[];
  sampleAthletes: SampleAthlete[];
  localAthleteIds: string[];
  applications: Record<string, unknown>;
  payouts: Payout[];
}): AdminOverview {
  const figures = input.events.map((e) => eventFigures(e, input.orders));
  const pending = input.payouts.filter((p) => p.status === 'pending');
  const localOnly = input.localAthleteIds.filter((id) => !input.sampleAthletes.some((a) => a.id === id));
  return {
    events: input.events.length,
    onSale: input.events.filter((e) => e.availableTickets > 0).length,
    athletes: input.sampleAthletes.length + localOnly.length,
    pendingApplications: localOnly.filter((id) => !input.applications[id]).length,
    ticketsSold: figures.reduce((n, f) => n + f.ticketsSold, 0),
    revenue: figures.reduce((n, f) => n + f.revenue, 0),
    pendingPayouts: pending.length,
    pendingPayoutAmount: pending.reduce((n, p) => n + p.amount, 0),
  };
}
