import type { AdminEvent, Payout } from '@/lib/schemas/admin';
import type { Order, TicketOrder } from '@/lib/schemas/order';
import type { SampleAthlete } from './sample-data';

/** An event's tickets sold and revenue: the recorded figures plus ticket orders placed in this browser for the same title. */
export function eventFigures(event: AdminEvent, orders: Order[]): { ticketsSold: number; revenue: number } {
  const title = event.title.trim().toLowerCase();
  const local = orders.filter((o): o is TicketOrder => o.kind === 'ticket' && o.eventTitle.trim().toLowerCase() === title);
  return {
    ticketsSold: event.ticketsSold + local.reduce((n, o) => n + o.quantity, 0),
    revenue: event.revenue + local.reduce((n, o) => n + o.total, 0),
  };
}

export interface AdminOverview {
  events: number;
  activeEvents: number;
  athletes: number;
  pendingApplications: number;
  ticketsSold: number;
  revenue: number;
  pendingPayouts: number;
  pendingPayoutAmount: number;
}

export function adminOverview(input: {
  events: AdminEvent[];
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
    activeEvents: input.events.filter((e) => e.status === 'active').length,
    athletes: input.sampleAthletes.length + localOnly.length,
    pendingApplications: localOnly.filter((id) => !input.applications[id]).length,
    ticketsSold: figures.reduce((n, f) => n + f.ticketsSold, 0),
    revenue: figures.reduce((n, f) => n + f.revenue, 0),
    pendingPayouts: pending.length,
    pendingPayoutAmount: pending.reduce((n, p) => n + p.amount, 0),
  };
}
