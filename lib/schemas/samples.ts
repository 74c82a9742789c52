import { z } from '@/lib/zod';
import { isoDateSchema, money, slugSchema } from './common';
import { athleteIdSchema } from './athlete';

/** A payout to a roster athlete other than the demo athlete (hers come from her history in data/athletes.json). */
export const samplePayoutSchema = z.object({
  id: z.string().min(1),
  /** Athlete id in data/athletes.json (checked at build: one of `roster`). */
  athlete: athleteIdSchema,
  eventName: z.string().min(1),
  sport: slugSchema,
  amount: money,
  date: isoDateSchema,
  status: z.enum(['completed', 'pending']),
});

/**
 * data/samples.json: who the demo athlete is and what the admin console shows in a new browser.
 * Athletes are named by id (data/athletes.json); their names and figures are their records'.
 */
export const samplesFileSchema = z.object({
  $schema: z.string().optional(),
  /** The athlete behind "Explore the demo athlete": her record needs a history (her dashboard lists it). */
  demoAthlete: athleteIdSchema,
  /** The admin console's athletes table (sample athletes; athletes who join in the browser are added). */
  roster: z.array(athleteIdSchema).min(1),
  payouts: z.array(samplePayoutSchema),
});

export type SamplesFile = z.infer<typeof samplesFileSchema>;
