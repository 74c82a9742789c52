import { z } from 'zod';

/** A tab that is a heading and one paragraph (the short form most sports have). */
export const textTabSchema = z.object({
  heading: z.string().min(1),
  body: z.string().min(1),
});

/**
 * The tab content of a sport page. Each tab is optional: a tab exists on the page only where the
 * file has it (a teams tab only where the file has teams). Richer content per tab is added by the
 * sport-pages work; the short text form is always accepted.
 */
export const sportTabsSchema = z.object({
  overview: textTabSchema,
  athletes: textTabSchema.optional(),
  teams: textTabSchema.optional(),
  schedule: textTabSchema.optional(),
  stats: textTabSchema.optional(),
  recaps: textTabSchema.optional(),
  tickets: textTabSchema.optional(),
});

export type SportTabs = z.infer<typeof sportTabsSchema>;
