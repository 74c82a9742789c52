import { z } from 'zod';
import { imageSchema, isoDateSchema, money, count, slugSchema } from './common';

/**
 * A paid contest athletes can enter (spec §3 "Event (listing)"): entry fees $49-$99, cash prizes.
 * `category` is a sport slug from data/sports or "special-events" (decisions §1).
 */
export const contestSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string().min(1),
    description: z.string().min(1),
    prize: money,
    entryFee: z.number().min(49, { error: 'entry fees run from $49' }).max(99, { error: 'entry fees run to $99' }),
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
