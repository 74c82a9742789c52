import athletesFile from '@/data/athletes.json';
import samplesFile from '@/data/samples.json';
import { athleteFigures, historyPayouts } from '@/lib/athletes/figures';
import type { Payout } from '@/lib/schemas/admin';
import type { AthletesFile } from '@/lib/schemas/athlete';
import type { SamplesFile } from '@/lib/schemas/samples';

/**
 * The admin console's samples and the demo athlete, from data/samples.json and data/athletes.json
 * (validated at build by lib/content/samples.ts). Names and figures are the athletes' records':
 * nothing here is a copy.
 */

const athletes = (athletesFile as AthletesFile).athletes;
const samples = samplesFile as SamplesFile;
const record = (id: string) => athletes.find((a) => a.id === id)!;

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

/** The demo athlete's account id in this browser (her record is DEMO_ATHLETE_RECORD). */
export const DEMO_ATHLETE_ID = 'u_demo';

/** The demo athlete's record in data/athletes.json (it has a history: her dashboard lists it). */
export const DEMO_ATHLETE_RECORD = record(samples.demoAthlete);

/** The admin's id of a roster athlete: the demo athlete is her account, the others their athlete id. */
const adminId = (athleteId: string) => (athleteId === samples.demoAthlete ? DEMO_ATHLETE_ID : athleteId);

export const SAMPLE_ATHLETES: SampleAthlete[] = samples.roster.map((id) => {
  const a = record(id);
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

/** The demo athlete's payouts (from her history) and the other sample payouts, newest first. */
export const SAMPLE_PAYOUTS: Payout[] = [
  ...historyPayouts(DEMO_ATHLETE_RECORD.history!, DEMO_ATHLETE_ID),
  ...samples.payouts.map(({ athlete, ...p }) => ({ ...p, athleteId: adminId(athlete) })),
].sort((a, b) => b.date.localeCompare(a.date));
