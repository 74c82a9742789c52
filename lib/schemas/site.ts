import { z } from '@/lib/zod';
import { httpsUrlSchema, imageSchema, count, sitePathOrHttpsSchema, sitePathSchema, slugSchema } from './common';
import { athleteIdSchema } from './athlete';
import { flagProblem } from '@/lib/site/flags';

/** How many sports the header menu and the footer may name (the rest are on /sports/). */
export const MAX_FEATURED_SPORTS = 8;

export const siteSchema = z.object({
  $schema: z.string().optional(),
  name: z.string().min(1),
  shortName: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1),
  contact: z.object({
    email: z.email(),
    bookingsEmail: z.email(),
    phone: z.string().min(1),
    address: z.string().min(1),
    postal: z.object({
      street: z.string().min(1),
      city: z.string().min(1),
      region: z.string().min(1),
      postalCode: z.string().min(1),
      country: z.string().length(2),
    }),
    hours: z.string().min(1),
  }),
  social: z.array(z.object({ name: z.string().min(1), url: httpsUrlSchema, handle: z.string().min(1) })).min(1),
  claims: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).length(4),
  headlines: z.array(z.string().min(1)).length(6),
  slides: z
    .array(
      z.object({
        title: z.string().min(1),
        text: z.string().min(1),
        image: imageSchema,
        alt: z.string().min(1),
        cta: z.object({ label: z.string().min(1), href: sitePathSchema }),
      }),
    )
    .length(3),
  /** The home page's featured events: ids of ticketed events in data/tickets.json (checked at build). */
  featuredEvents: z.array(z.number().int().positive()).length(3),
  highlights: z
    .array(
      z
        .object({
          title: z.string().min(1),
          /** Its sport's slug: the name of its file in data/sports (checked at build). */
          sport: slugSchema,
          duration: z.string().regex(/^\d{1,2}:\d{2}$/),
          views: count,
          image: imageSchema,
          alt: z.string().min(1),
          /** A video file: a path on this site or an https URL. */
          videoUrl: sitePathOrHttpsSchema.optional(),
          /** Slug of the article this moment comes from (data/articles.json): "Read the recap" links it. */
          articleSlug: slugSchema.optional(),
        })
        .refine((h) => h.videoUrl !== undefined || h.articleSlug !== undefined, {
          error: 'a highlight needs a videoUrl or an articleSlug (a player, else its recap article)',
          path: ['articleSlug'],
        }),
    )
    .min(1),
  /** The home page's featured athletes: ids of records in data/athletes.json (checked at build). */
  featuredAthletes: z.array(athleteIdSchema).length(3),
  /**
   * The sports the header menu and the footer name, in this order (slugs of files in data/sports,
   * checked at build); every other sport is one click away on /sports/. Short, so no page grows with
   * the number of sports.
   */
  featuredSports: z
    .array(slugSchema)
    .min(1)
    .max(MAX_FEATURED_SPORTS)
    .refine((slugs) => new Set(slugs).size === slugs.length, { error: 'a sport is featured once' })
    .describe(
      `Up to ${MAX_FEATURED_SPORTS} sport slugs (file names in data/sports), in menu order: the header menu and the footer list these, then "All sports".`,
    ),
  countries: z
    .array(
      z.object({
        name: z.string().min(1),
        flag: z
          .string()
          .superRefine((v, ctx) => {
            const problem = flagProblem(v);
            if (problem) ctx.addIssue({ code: 'custom', message: problem });
          })
          .describe('One flag emoji, e.g. "🇺🇸". The footer shows the picture public/images/flags/<code>.svg (us.svg for 🇺🇸).'),
      }),
    )
    .length(15),
});

export type Site = z.infer<typeof siteSchema>;
