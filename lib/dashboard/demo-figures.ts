/** The sample figures the demo athlete carries (decisions §3); a new athlete starts from zero. */
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
  prize: number;
}

export const DEMO_TICKET_SALES: TicketSale[] = [
  { id: 'ts_1', eventName: 'Flag Football Spring Classic', ticketsSold: 320, pricePerTicket: 79, totalRevenue: 25280, date: '2026-06-14' },
  { id: 'ts_2', eventName: 'Summer Sevens Invitational', ticketsSold: 285, pricePerTicket: 85, totalRevenue: 24225, date: '2026-07-19' },
  { id: 'ts_3', eventName: 'Track Relay Classic', ticketsSold: 190, pricePerTicket: 70, totalRevenue: 13300, date: '2026-09-12' },
  { id: 'ts_4', eventName: 'Swim Sprint Series', ticketsSold: 165, pricePerTicket: 55, totalRevenue: 9075, date: '2026-10-17' },
  { id: 'ts_5', eventName: 'Flag Football Fall Cup', ticketsSold: 280, pricePerTicket: 95, totalRevenue: 26600, date: '2026-11-07' },
];

export const DEMO_PAST_EVENTS: PastEvent[] = [
  { id: 'pe_1', title: 'Flag Football Spring Classic', sport: 'flag-football', date: '2026-06-14', won: true, prize: 8500 },
  { id: 'pe_2', title: 'Summer Sevens Invitational', sport: 'flag-football', date: '2026-07-19', won: true, prize: 6200 },
  { id: 'pe_3', title: 'Beach Flag Open', sport: 'flag-football', date: '2026-08-22', won: false, prize: 4000 },
  { id: 'pe_4', title: 'Track Relay Classic', sport: 'track-field', date: '2026-09-12', won: true, prize: 3000 },
  { id: 'pe_5', title: 'Swim Sprint Series', sport: 'swimming', date: '2026-10-17', won: true, prize: 2500 },
  { id: 'pe_6', title: 'Flag Football Fall Cup', sport: 'flag-football', date: '2026-11-07', won: true, prize: 5000 },
];
