import { z } from '@/lib/zod';
import { imageSchema, count, money, pageFileFields } from './common';
import { sportTabsSchema } from './sport-tabs';

/**
 * The figures the league reports from outside the records: typed in the sport's file. Its athletes
 * and upcoming events are counted from their records (lib/sports/figures.ts), never typed.
 */
export const sportStatsSchema = z.object({
  /** The season's prize money the league has put up for the sport, whole US dollars (more than the events listed so far). */
  totalPrizePool: money,
  /** Average viewers of its streams, as the league's streaming partner reports them. */
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
