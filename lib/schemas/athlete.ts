import { z } from '@/lib/zod';
import { SLUG_PATTERN } from '@/lib/stores/checks';
import { count, imageSchema, isoDateSchema, money, slugSchema } from './common';

/** A reference to an athlete: her id in data/athletes.json (whether it exists is checked at build). */
export const athleteIdSchema = z
  .string({ error: 'expected an athlete id of data/athletes.json, like "maya-johnson" (the athlete is a record there; other files name her by id)' })
  .regex(SLUG_PATTERN, { error: 'expected an athlete id of data/athletes.json, like "maya-johnson"' });

/**
 * One league result of an athlete's itemised history: what she played, whether she won and the
 * prize money she took home from it (0 when she did not win any). A prize is paid out: `payout`
 * says whether that payment is completed or still pending.
 */
export const athleteResultSchema = z
  .object({
    id: slugSchema,
    title: z.string().min(1),
    /** A sport slug (checked at build). */
    sport: slugSchema,
    date: isoDateSchema,
    won: z.boolean(),
    /** Prize money she won at this event, in whole US dollars. */
    prize: money,
    payout: z.enum(['completed', 'pending']).optional(),
  })
  .refine((r) => r.prize > 0 === (r.payout !== undefined), {
    error: 'a result with prize money says whether its payout is "completed" or "pending" (and one without has no payout)',
    path: ['payout'],
  });

/** Tickets sold for an event she played in. */
export const athleteTicketSaleSchema = z.object({
  id: slugSchema,
  event: z.string().min(1),
  date: isoDateSchema,
  ticketsSold: count,
  pricePerTicket: money,
});

/** The figures an athlete's record gives when it has no itemised history. */
const FIGURE_KEYS = ['earnings', 'wins', 'ticketsSold', 'avgTicketPrice'] as const;

/**
 * An athlete (data/athletes.json): one record per person, referred to by `id` everywhere else
 * (home page, sport pages, winners, ticketed events, live contests, admin, the demo dashboard).
 * Her figures are written once: either as totals (`earnings`, `wins`, optionally `ticketsSold` and
 * `avgTicketPrice`), or, for an athlete with a `history`, computed from it (then the totals must
 * not be written).
 */
export const athleteSchema = z
  .object({
    /** Unique, lower-case words joined by hyphens: "maya-johnson". Other files use it. */
    id: slugSchema,
    name: z.string().min(1),
    /** Her sport's slug: the name of its file in data/sports (checked at build). */
    sport: slugSchema,
    /** Position or discipline: "Quarterback", "Sprinter". */
    position: z.string().min(1),
    city: z.string().min(1),
    region: z.string().min(1).optional(),
    country: z.string().min(1),
    /**
     * Her standout line, shown under her name ("Two-time league MVP"). Optional; leave captaincy out:
     * her page says "Captain of <team>" from data/teams.json, so it never contradicts the team.
     */
    achievement: z.string().min(1).optional(),
    /** League rating out of 10. */
    rating: z.number().min(0).max(10),
    /**
     * Her own portrait (a file under public/ or an https:// URL) and what it shows. Optional: without
     * them the art step draws /images/athletes/<id>.svg from her name and sport (lib/athletes/portrait.ts).
     */
    image: imageSchema.optional(),
    alt: z.string().min(1).optional(),
    /** Career prize money in whole US dollars (unless computed from `history`). */
    earnings: money.optional(),
    /** League events won (unless computed from `history`). */
    wins: count.optional(),
    ticketsSold: count.optional(),
    avgTicketPrice: money.optional(),
    /** An itemised history (the demo athlete's): her figures are computed from it. */
    history: z
      .object({
        results: z.array(athleteResultSchema).min(1),
        ticketSales: z.array(athleteTicketSaleSchema),
      })
      .optional(),
  })
  .superRefine((a, ctx) => {
    if ((a.image === undefined) !== (a.alt === undefined))
      ctx.addIssue({ code: 'custom', message: 'a portrait needs both image and alt', path: [a.image === undefined ? 'image' : 'alt'] });
    if (a.history) {
      for (const key of FIGURE_KEYS) {
        if (a[key] !== undefined) ctx.addIssue({ code: 'custom', message: `computed from history; remove it (one record per figure)`, path: [key] });
      }
    } else {
      for (const key of ['earnings', 'wins'] as const) {
        if (a[key] === undefined) ctx.addIssue({ code: 'custom', message: 'required (or give a history to compute it from)', path: [key] });
      }
      if ((a.ticketsSold === undefined) !== (a.avgTicketPrice === undefined))
        ctx.addIssue({ code: 'custom', message: 'ticketsSold and avgTicketPrice go together', path: ['avgTicketPrice'] });
    }
  });

export const athletesFileSchema = z.object({
  $schema: z.string().optional(),
  athletes: z.array(athleteSchema).min(1),
});

export type AthleteRecord = z.infer<typeof athleteSchema>;
export type AthleteResult = z.infer<typeof athleteResultSchema>;
export type AthleteTicketSale = z.infer<typeof athleteTicketSaleSchema>;
export type AthletesFile = z.infer<typeof athletesFileSchema>;
