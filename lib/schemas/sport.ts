import { z } from '@/lib/zod';
import { slugSchema, imageSchema, count, money } from './common';
import { sportTabsSchema } from './sport-tabs';

export const sportStatsSchema = z.object({
  totalAthletes: count,
  upcomingEvents: count,
  totalPrizePool: money,
  avgViewership: count,
});

export const sportSchema = z.object({
  $schema: z.string().optional(),
  id: z.number().int().positive(),
  slug: slugSchema,
  name: z.string().min(1),
  tagline: z.string().min(1),
  image: imageSchema.optional(),
  stats: sportStatsSchema,
  tabs: sportTabsSchema,
});

export type Sport = z.infer<typeof sportSchema>;
export type SportStats = z.infer<typeof sportStatsSchema>;

/** What menus and forms need of a sport: small enough to ship on every page. */
export type SportLink = Pick<Sport, 'id' | 'slug' | 'name'>;
