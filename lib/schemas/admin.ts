// Stored in the browser (admin store): zod/mini.
import '@/lib/zod-jitless';
import * as z from 'zod/mini';

const nonEmpty = z.string().check(z.minLength(1));
const nonNegative = z.number().check(z.gte(0));

/** Admin event (spec §3): status upcoming or active; ticketsSold and revenue are the recorded figures. */
export const adminEventSchema = z.object({
  id: nonEmpty,
  title: nonEmpty,
  description: z.string(),
  prize: nonNegative,
  startDate: nonEmpty,
  endDate: nonEmpty,
  status: z.enum(['upcoming', 'active']),
  /** sport slug, or "special-events" */
  sport: nonEmpty,
  ticketsSold: z.number().check(z.int(), z.gte(0)),
  revenue: nonNegative,
});

/** Payout (spec §3) for one athlete; `sport` feeds the dashboard's sport breakdown. */
export const payoutSchema = z.object({
  id: nonEmpty,
  athleteId: nonEmpty,
  eventName: nonEmpty,
  sport: nonEmpty,
  amount: nonNegative,
  date: nonEmpty,
  status: z.enum(['completed', 'pending']),
});

export const applicationDecisionSchema = z.object({
  status: z.enum(['approved', 'rejected']),
  at: nonEmpty,
});

export type AdminEvent = z.infer<typeof adminEventSchema>;
export type Payout = z.infer<typeof payoutSchema>;
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;
export type AdminEventStatus = AdminEvent['status'];
