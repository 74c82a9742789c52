import { athleteFigures, historyPayouts, historyTicketSales } from '@/lib/athletes/figures';
import type { Payout } from '@/lib/schemas/admin';
import type { AthleteRecord } from '@/lib/schemas/athlete';
import type { SamplesFile } from '@/lib/schemas/samples';

/**
 * The admin console's samples and the demo athlete's figures, resolved from data/samples.json and
 * the athletes' records at build (lib/content/samples.ts getLeagueSamples) and handed to the
 * dashboards by their pages: no browser bundle carries data/athletes.json, which a league of 10,000
 * athletes would ship to every visitor of a dashboard. Names and figures are the records': nothing
 * here is a copy.
 */

/** Admin athlete: name, sport and figures. The sample roster; locally registered athletes are listed beside it. */
export interface SampleAthlete {
  id: string;
  name: string;
  sport: string;
  totalEarnings: number;
  eventsWon: number;
  ticketsSold: number;
  avgTicketPrice: number;
}

/** A ticket sale of the demo athlete's history (her dashboard's Earnings tab). */
export interface TicketSale {
  id: string;
  eventName: string;
  ticketsSold: number;
  pricePerTicket: number;
  totalRevenue: number;
  date: string;
}

/** An event of the demo athlete's history (her dashboard's Events tab). */
export interface PastEvent {
  id: string;
  title: string;
  sport: string;
  date: string;
  won: boolean;
  /** Prize money she won there (0 when she did not). */
  prize: number;
}

/** What the demo athlete carries: her history. A new athlete starts from zero. */
export interface DemoFigures {
  ticketSales: TicketSale[];
  pastEvents: PastEvent[];
}

/** The league's samples as the dashboards use them. */
export interface LeagueSamples {
  /** The console's sample athletes, the demo athlete under her account id. */
  roster: SampleAthlete[];
  /** The demo athlete's payouts (from her history) and the other sample payouts, newest first. */
  payouts: Payout[];
  demo: DemoFigures;
}

/** The demo athlete's account id in this browser. */
export const DEMO_ATHLETE_ID = 'u_demo';

/** Resolves data/samples.json against the athletes' records (checked at build: every id is one). */
export function resolveSamples(samples: SamplesFile, athlete: (id: string) => AthleteRecord): LeagueSamples {
  const demoRecord = athlete(samples.demoAthlete);
  const history = demoRecord.history!;
  /** The admin's id of a roster athlete: the demo athlete is her account, the others their athlete id. */
  const adminId = (athleteId: string) => (athleteId === samples.demoAthlete ? DEMO_ATHLETE_ID : athleteId);
  const roster = samples.roster.map((id) => {
    const a = athlete(id);
    const f = athleteFigures(a);
    return {
      id: adminId(id),
      name: a.name,
      sport: a.sport,
      totalEarnings: f.earnings,
      eventsWon: f.wins,
      ticketsSold: f.ticketsSold,
      avgTicketPrice: f.avgTicketPrice,
    };
  });
  const payouts = [...historyPayouts(history, DEMO_ATHLETE_ID), ...samples.payouts.map(({ athlete: id, ...p }) => ({ ...p, athleteId: adminId(id) }))].sort(
    (a, b) => b.date.localeCompare(a.date),
  );
  const demo = {
    ticketSales: historyTicketSales(history),
    pastEvents: history.results.map(({ id, title, sport, date, won, prize }) => ({ id, title, sport, date, won, prize })),
  };
  return { roster, payouts, demo };
}
