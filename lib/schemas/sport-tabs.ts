import { z } from '@/lib/zod';
import { count, imageSchema, isoDateSchema, money, slugSchema } from './common';
import { athleteIdSchema } from './athlete';

/**
 * Sport page tabs. Every tab has the short text form (a heading and one paragraph); a tab may add
 * richer content (highlights, athlete cards, an event...) in optional fields. The page
 * shows a tab only where the file has it, in the fixed order of SPORT_TAB_ORDER, so an editor can
 * grow a sport from six short tabs to seven full ones without a code change.
 */
/** Words that promise content instead of giving it: a tab with nothing to show is left out of the file. */
export const PLACEHOLDER_TEXT = /check back soon|being developed|coming\s+soon/i;

export const textTabSchema = z.object({
  heading: z.string().min(1),
  body: z
    .string()
    .min(1)
    .refine((body) => !PLACEHOLDER_TEXT.test(body), {
      error: 'a tab says what is there; leave the tab out of the file until it has content (no "check back soon")',
    }),
});

/** A league date that is not a ticketed event or a contest (those are their own records). */
export const upcomingEventSchema = z.object({
  name: z.string().min(1),
  date: isoDateSchema,
  prize: money,
});

export const statPanelSchema = z.object({
  title: z.string().min(1),
  figures: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).length(4),
});

export const recapSchema = z.object({
  title: z.string().min(1),
  date: isoDateSchema,
  summary: z.string().min(1),
  image: imageSchema,
  alt: z.string().min(1),
  views: count,
  /** Slug of the recap's article in data/articles.json (about this sport): Read More opens /recap-news/<slug>/. */
  articleSlug: slugSchema,
});

export const overviewTabSchema = textTabSchema.extend({
  highlights: z.array(z.string().min(1)).min(1).optional(),
  upcomingEvents: z.array(upcomingEventSchema).min(1).optional(),
});
/** The athletes tab lists athletes by id (records in data/athletes.json, of this sport: checked at build). */
export const athletesTabSchema = textTabSchema.extend({
  athletes: z.array(athleteIdSchema, { error: 'expected a list of athlete ids of data/athletes.json, like ["maya-johnson"]' }).min(1).optional(),
});
/** The teams tab's words; its teams are the sport's records of data/teams.json (lib/teams), listed under them. */
export const teamsTabSchema = textTabSchema.extend({
  teams: z.never({ error: 'teams are records of data/teams.json now (each with an id, its sport, captain and roster); move them there' }).optional(),
});
/** The schedule and tickets tabs show the sport's records of data/tickets.json; the file holds their words only. */
export const scheduleTabSchema = textTabSchema;
export const statsTabSchema = textTabSchema.extend({ panels: z.array(statPanelSchema).min(1).optional() });
export const recapsTabSchema = textTabSchema.extend({ recaps: z.array(recapSchema).min(1).optional() });
export const ticketsTabSchema = textTabSchema;

export const sportTabsSchema = z.object({
  overview: overviewTabSchema,
  athletes: athletesTabSchema.optional(),
  teams: teamsTabSchema.optional(),
  schedule: scheduleTabSchema.optional(),
  stats: statsTabSchema.optional(),
  recaps: recapsTabSchema.optional(),
  tickets: ticketsTabSchema.optional(),
});

export const SPORT_TAB_ORDER = ['overview', 'athletes', 'teams', 'schedule', 'stats', 'recaps', 'tickets'] as const;
export type SportTabId = (typeof SPORT_TAB_ORDER)[number];
export const SPORT_TAB_LABELS: Record<SportTabId, string> = {
  overview: 'Overview',
  athletes: 'Athletes',
  teams: 'Teams',
  schedule: 'Schedule',
  stats: 'Stats',
  recaps: 'Recaps',
  tickets: 'Tickets',
};

export type SportTabs = z.infer<typeof sportTabsSchema>;
export type TextTab = z.infer<typeof textTabSchema>;
export type StatPanel = z.infer<typeof statPanelSchema>;
export type Recap = z.infer<typeof recapSchema>;
export type UpcomingEvent = z.infer<typeof upcomingEventSchema>;
