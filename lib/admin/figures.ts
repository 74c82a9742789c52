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

/** Athletes who joined on this browser and are neither the sample roster nor a record of the league. */
function joinedHere<U extends { id: string }>(users: readonly U[], sampleAthletes: readonly SampleAthlete[], leagueAthletes: readonly { id: string }[]): U[] {
  return users.filter((u) => !sampleAthletes.some((a) => a.id === u.id) && !leagueAthletes.some((a) => a.id === u.id));
}

export function adminOverview(input: {
  events: FigureEvent[];
  orders: Order[];
  sampleAthletes: SampleAthlete[];
  /** The league's athlete records (data/athletes.json, as built). */
  leagueAthletes: { id: string }[];
  localAthleteIds: string[];
  applications: Record<string, unknown>;
  payouts: Payout[];
}): AdminOverview {
  const figures = input.events.map((e) => eventFigures(e, input.orders));
  const pending = input.payouts.filter((p) => p.status === 'pending');
  const localOnly = input.localAthleteIds.filter((id) => !input.sampleAthletes.some((a) => a.id === id));
  const joined = joinedHere(
    input.localAthleteIds.map((id) => ({ id })),
    input.sampleAthletes,
    input.leagueAthletes,
  );
  return {
    events: input.events.length,
    onSale: input.events.filter((e) => e.availableTickets > 0).length,
    // The league's records, plus those who joined on this browser.
    athletes: input.leagueAthletes.length + joined.length,
    pendingApplications: localOnly.filter((id) => !input.applications[id]).length,
    ticketsSold: figures.reduce((n, f) => n + f.ticketsSold, 0),
    revenue: figures.reduce((n, f) => n + f.revenue, 0),
    pendingPayouts: pending.length,
    pendingPayoutAmount: pending.reduce((n, p) => n + p.amount, 0),
  };
}

/** How many athletes play each sport: the league's records, plus those who joined on this browser (by the sport they chose). */
export function athletesBySport(
  leagueAthletes: readonly { id: string; sport: string }[],
  users: readonly { id: string; selectedSport: string }[],
  sampleAthletes: readonly SampleAthlete[],
): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (sport: string) => counts.set(sport, (counts.get(sport) ?? 0) + 1);
  leagueAthletes.forEach((a) => add(a.sport));
  joinedHere(users, sampleAthletes, leagueAthletes).forEach((u) => add(u.selectedSport));
  return counts;
}
