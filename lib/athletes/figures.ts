import type { AthleteRecord } from '@/lib/schemas/athlete';

/**
 * An athlete's figures, read from her one record (data/athletes.json): the totals it writes, or,
 * when it has a history, what that history adds up to. Every page that shows an athlete's
 * earnings or wins (home, sport pages, admin, the demo dashboard) reads them through here.
 */
export interface AthleteFigures {
  /** Career prize money, whole US dollars. */
  earnings: number;
  /** League events won. */
  wins: number;
  ticketsSold: number;
  /** Average ticket price of the events she played in, whole dollars (0 with no sales). */
  avgTicketPrice: number;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The average price of the tickets sold, rounded to a whole dollar; 0 when none were sold. */
export function averageTicketPrice(sales: readonly { ticketsSold: number; pricePerTicket: number }[]): number {
  const tickets = sum(sales.map((s) => s.ticketsSold));
  return tickets ? Math.round(sum(sales.map((s) => s.ticketsSold * s.pricePerTicket)) / tickets) : 0;
}

export function athleteFigures(a: Pick<AthleteRecord, 'earnings' | 'wins' | 'ticketsSold' | 'avgTicketPrice' | 'history'>): AthleteFigures {
  if (a.history) {
    const { results, ticketSales } = a.history;
    return {
      earnings: sum(results.map((r) => r.prize)),
      wins: results.filter((r) => r.won).length,
      ticketsSold: sum(ticketSales.map((t) => t.ticketsSold)),
      avgTicketPrice: averageTicketPrice(ticketSales),
    };
  }
  return { earnings: a.earnings ?? 0, wins: a.wins ?? 0, ticketsSold: a.ticketsSold ?? 0, avgTicketPrice: a.avgTicketPrice ?? 0 };
}

/** The names of a list of athletes as one phrase: "Maya Johnson", "Elena Petrova and Grace Kim", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

type History = NonNullable<AthleteRecord['history']>;

/** A payout for each result with prize money (its status is the result's), newest first. */
export function historyPayouts(
  history: History,
  athleteId: string,
): { id: string; athleteId: string; eventName: string; sport: string; amount: number; date: string; status: 'completed' | 'pending' }[] {
  return history.results
    .filter((r) => r.prize > 0)
    .map((r) => ({ id: `p_${r.id}`, athleteId, eventName: r.title, sport: r.sport, amount: r.prize, date: r.date, status: r.payout ?? 'pending' }))
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** Her ticket sales with each row's revenue (tickets x price). */
export function historyTicketSales(
  history: History,
): { id: string; eventName: string; ticketsSold: number; pricePerTicket: number; totalRevenue: number; date: string }[] {
  return history.ticketSales.map((t) => ({
    id: t.id,
    eventName: t.event,
    ticketsSold: t.ticketsSold,
    pricePerTicket: t.pricePerTicket,
    totalRevenue: t.ticketsSold * t.pricePerTicket,
    date: t.date,
  }));
}
