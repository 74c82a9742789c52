import { z } from '@/lib/zod';
import { imageSchema, isoDateSchema, listingFields, money, count, slugSchema } from './common';
import { athleteIdSchema } from './athlete';

/** One ticketed event of data/tickets.json, the one record of it every page shows. */
export const ticketEventSchema = z
  .object({
    ...listingFields,
    /** Local calendar date and 24-hour start time at the venue, in `timeZone`. */
    date: isoDateSchema,
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'expected a 24-hour time like "19:30"' }),
    timeZone: z.string().refine(
      (tz) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      },
      { error: 'expected an IANA time zone like "America/New_York"' },
    ),
    // DEFAULT_DURATION_HOURS (lib/tickets/constants.ts), checked equal by a unit test; importing it here
    // regrouped the shared first-load scripts and put /join/ over its budget (docs/decisions.md).
    durationHours: z.number().positive().max(24).default(3),
    venue: z.string().min(1),
    streetAddress: z.string().min(1),
    city: z.string().min(1),
    region: z.string().min(1),
    postalCode: z.string().min(1),
    country: z.string().length(2, { error: 'expected a two-letter country code like "US"' }),
    /** The sport's slug: the name of its file in data/sports (checked at build). */
    sport: slugSchema,
    ticketPrice: money,
    vipPrice: money,
    availableTickets: count,
    totalTickets: z.number().int().positive(),
    featured: z.boolean().default(false),
    image: imageSchema,
    imageAlt: z.string().min(1),
    prizePool: money,
    /** Athletes who play, by id in data/athletes.json (checked at build, of this event's sport). */
    athletes: z.array(athleteIdSchema),
    highlights: z.array(z.string().min(1)),
  })
  .refine((e) => e.availableTickets <= e.totalTickets, { error: 'cannot exceed totalTickets', path: ['availableTickets'] })
  // VIP is the dearer ticket: a VIP price below the general one is a slip of the keyboard, and the
  // pages would offer "from" the wrong price.
  .refine((e) => e.vipPrice >= e.ticketPrice, { error: 'cannot be below ticketPrice (VIP is the dearer ticket)', path: ['vipPrice'] });

/** A fan's words on the tickets page. */
export const fanTestimonialSchema = z.object({
  quote: z.string().min(1),
  author: z.string().min(1),
  position: z.string().min(1),
});

export const ticketFaqSchema = z.object({ question: z.string().min(1), answer: z.string().min(1) });

export const ticketsFileSchema = z.object({
  $schema: z.string().optional(),
  events: z.array(ticketEventSchema).min(1),
  testimonials: z.array(fanTestimonialSchema).length(2, { error: 'expected exactly two fan testimonials' }),
  faq: z.array(ticketFaqSchema).min(1),
});

export type FanTestimonial = z.infer<typeof fanTestimonialSchema>;
export type TicketFaq = z.infer<typeof ticketFaqSchema>;

export type TicketEventData = z.infer<typeof ticketEventSchema>;

/** An event as pages use it: the data plus labels and instants worked out at build time. */
export interface TicketEvent extends TicketEventData {
  /** The sport's display name, "Track and Field". */
  sportName: string;
  /** ISO 8601 start with the venue's UTC offset, e.g. 2026-12-12T18:00:00-06:00. */
  startsAt: string;
  /** Start and end instants, ms since epoch (end = start + durationHours). */
  startMs: number;
  endMs: number;
  /** "December 12, 2026" */
  dateLabel: string;
  /** "6:00 PM CST" */
  timeLabel: string;
  /** The names of its athletes (their records in data/athletes.json), in the file's order. */
  performers: string[];
}
