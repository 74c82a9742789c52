import { z } from '@/lib/zod';
import { count, slugSchema } from '@/lib/schemas/common';
import { athleteIdSchema } from '@/lib/schemas/athlete';

/**
 * A team (data/teams.json): one record per club, named by `id` (its page is /teams/<id>/). Its sport,
 * captain and roster are references, checked at build (lib/teams/rules.ts): the sport exists, every
 * roster athlete plays it, the captain is on the roster, and no athlete is on two teams of one sport.
 */
export const teamSchema = z.object({
  /** Unique, lower-case words joined by hyphens: "windy-city-queens". */
  id: slugSchema,
  /** Its sport's slug: the name of its file in data/sports. */
  sport: slugSchema,
  name: z.string().min(1),
  city: z.string().min(1),
  state: z.string().min(1),
  country: z.string().min(1),
  /** This season's games won and lost. */
  wins: count,
  losses: count,
  championships: count,
  founded: z.number().int().min(1800).max(2100),
  colors: z.array(z.string().min(1)).min(1),
  /** Her id in data/athletes.json; she is on the roster. */
  captain: athleteIdSchema,
  /** Athlete ids of data/athletes.json, captain included, each once. */
  roster: z.array(athleteIdSchema).min(1),
});

export const teamsFileSchema = z.object({
  $schema: z.string().optional(),
  teams: z.array(teamSchema),
});

export type Team = z.infer<typeof teamSchema>;
export type TeamsFile = z.infer<typeof teamsFileSchema>;
