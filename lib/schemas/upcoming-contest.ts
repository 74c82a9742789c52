import { z } from 'zod';
import { slugSchema, imageSchema, isoDateSchema, money, count } from './common';
import { CONTEST_ENTRY_FEE_MAX, CONTEST_ENTRY_FEE_MIN } from '@/lib/constants';

/** An upcoming contest athletes can enter (spec §3 "Event (listing)" plus featured). */
export const upcomingContestSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  description: z.string().min(1),
  prize: money,
  entryFee: z
    .number()
    .min(CONTEST_ENTRY_FEE_MIN, { error: `entry fee must be at least $${CONTEST_ENTRY_FEE_MIN}` })
    .max(CONTEST_ENTRY_FEE_MAX, { error: `entry fee must be at most $${CONTEST_ENTRY_FEE_MAX}` }),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /** A sport slug or "special-events" (decisions §1). */
  category: slugSchema,
  participants: count,
  image: imageSchema,
  alt: z.string().min(1),
  featured: z.boolean().default(false),
});

export const upcomingContestsFileSchema = z.object({
  $schema: z.string().optional(),
  contests: z.array(upcomingContestSchema).min(1),
});

export type UpcomingContest = z.infer<typeof upcomingContestSchema>;
