import { z } from '@/lib/zod';
import { imageSchema, isoDateSchema, listingFields, money, count, slugSchema } from './common';
import { CONTEST_ENTRY_FEE_MAX, CONTEST_ENTRY_FEE_MIN } from '@/lib/contests/constants';

/**
 * A paid contest athletes can enter (title, description, prize, entry fee, dates, category): entry fees $49-$99, cash prizes.
 * `category` is a sport slug from data/sports or "special-events" (the only categories a contest may have).
 */
export const contestSchema = z
  .object({
    ...listingFields,
    prize: money,
    entryFee: z
      .number()
      .min(CONTEST_ENTRY_FEE_MIN, { error: `entry fee must be at least $${CONTEST_ENTRY_FEE_MIN}` })
      .max(CONTEST_ENTRY_FEE_MAX, { error: `entry fee must be at most $${CONTEST_ENTRY_FEE_MAX}` }),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    category: slugSchema,
    participants: count,
    image: imageSchema,
    alt: z.string().min(1),
    featured: z.boolean(),
  })
  .refine((c) => c.endDate >= c.startDate, { error: 'endDate must not be before startDate', path: ['endDate'] });

export const contestsFileSchema = z.object({
  $schema: z.string().optional(),
  contests: z.array(contestSchema).min(1),
});

export type Contest = z.infer<typeof contestSchema>;
export type ContestsFile = z.infer<typeof contestsFileSchema>;
