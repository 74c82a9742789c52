import { historyTicketSales } from '@/lib/athletes/figures';
import { DEMO_ATHLETE_RECORD } from '@/lib/admin/sample-data';

/** The sample figures the demo athlete carries: her history in data/athletes.json. A new athlete starts from zero. */
export interface TicketSale {
  id: string;
  eventName: string;
  ticketsSold: number;
  pricePerTicket: number;
  totalRevenue: number;
  date: string;
}

export interface PastEvent {
  id: string;
  title: string;
  sport: string;
  date: string;
  won: boolean;
  /** Prize money she won there (0 when she did not). */
  prize: number;
}

const history = DEMO_ATHLETE_RECORD.history!;

export const DEMO_TICKET_SALES: TicketSale[] = historyTicketSales(history);

export const DEMO_PAST_EVENTS: PastEvent[] = history.results.map(({ id, title, sport, date, won, prize }) => ({ id, title, sport, date, won, prize }));
