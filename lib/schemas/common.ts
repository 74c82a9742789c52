import '@/lib/zod-jitless';
import { z } from 'zod';

/** A slug: lower-case words joined by hyphens (flag-football). */
export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected a lower-case slug like "flag-football"' });

/** An image: a local file under public/ ("/images/x.svg") or an absolute https URL (a CDN). */
export const imageSchema = z
  .string()
  .refine((v) => v.startsWith('/') || /^https:\/\//.test(v), { error: 'expected a path starting with "/" or an https:// URL' });

/** ISO calendar date 2026-03-14. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date like 2026-03-14' });

export const money = z.number().nonnegative();
export const count = z.number().int().nonnegative();

/** A published comment (winner cards, articles): plain text, shown as typed. */
export const commentSchema = z.object({
  id: z.number().int().positive(),
  author: z.string().min(1),
  date: isoDateSchema,
  text: z.string().min(1),
});

export const imageWithAlt = z.object({
  src: imageSchema,
  alt: z.string().min(1),
});
