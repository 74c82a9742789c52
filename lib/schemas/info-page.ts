import { z } from '@/lib/zod';
import { isoDateSchema, slugSchema } from './common';

/** One section of an information page: a heading, paragraphs and an optional bullet list (plain text). */
export const infoSectionSchema = z.object({
  id: slugSchema,
  title: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).default([]),
  list: z.array(z.string().min(1)).optional(),
});

/** How It Works, Guidelines, Safety Center, Privacy Policy, Terms of Service: data/pages/<slug>.json. */
export const infoPageSchema = z.object({
  $schema: z.string().optional(),
  slug: slugSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  intro: z.string().min(1),
  lastUpdated: isoDateSchema.optional(),
  /** Where this page's questions go (privacy team, support). */
  contactEmail: z.email().optional(),
  highlights: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).optional(),
  sections: z.array(infoSectionSchema).min(1),
});

export type InfoPage = z.infer<typeof infoPageSchema>;
export type InfoSection = z.infer<typeof infoSectionSchema>;
