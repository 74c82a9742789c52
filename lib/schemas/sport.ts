import { z } from '@/lib/zod';
import { imageSchema, count, money, pageFileFields } from './common';
import { sportTabsSchema } from './sport-tabs';

export const sportStatsSchema = z.object({
  totalAthletes: count,
  upcomingEvents: count,
  totalPrizePool: money,
  avgViewership: count,
});

export const sportSchema = z.object({
  ...pageFileFields,
  image: imageSchema.optional(),
  stats: sportStatsSchema,
  tabs: sportTabsSchema,
});

export type Sport = z.infer<typeof sportSchema>;
export type SportStats = z.infer<typeof sportStatsSchema>;

/** What menus and forms need of a sport: small enough to ship on every page. */
export type SportLink = Pick<Sport, 'id' | 'slug' | 'name'>;
