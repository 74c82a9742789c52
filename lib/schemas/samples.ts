import { z } from '@/lib/zod';
import { count, isoDateSchema, money, slugSchema } from './common';
import { athleteIdSchema } from './athlete';

/** An admin sample event: the admin console's events list starts with these in a new browser. */
export const sampleAdminEventSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
  prize: money,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  status: z.enum(['upcoming', 'active']),
  /** A sport slug or "special-events" (checked at build). */
  sport: slugSchema,
  ticketsSold: count,
  revenue: money,
});

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
  events: z.array(sampleAdminEventSchema),
  payouts: z.array(samplePayoutSchema),
});

export type SamplesFile = z.infer<typeof samplesFileSchema>;
