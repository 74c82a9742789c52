import { z } from '@/lib/zod';
import { SLUG_PATTERN } from '@/lib/stores/checks';
import { isCalendarDate } from '@/lib/time/calendar-date';

/** A slug: lower-case words joined by hyphens (flag-football). */
export const slugSchema = z.string().regex(SLUG_PATTERN, { error: 'expected a lower-case slug like "flag-football"' });

/**
 * A path on this site: "/" then anything but a second "/" or a "\" (browsers read "//host" and "/\host"
 * as another site), no spaces or control characters.
 */
export const SITE_PATH_PATTERN = /^\/(?![/\\])[^\s\\]*$/;
export const isSitePath = (v: string): boolean => SITE_PATH_PATTERN.test(v);

/** An absolute https URL with a host name (no javascript:, data:, http: or protocol-relative "//host"). */
export const HTTPS_URL_PATTERN = /^https:\/\/[^\s/?#\\@]+(?:[/?#][^\s\\]*)?$/;
export const isHttpsUrl = (v: string): boolean => {
  if (!HTTPS_URL_PATTERN.test(v)) return false;
  try {
    return new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
};

/** A path on this site, e.g. "/join/" (a call to action, a local file). */
export const sitePathSchema = z
  .string()
  .regex(SITE_PATH_PATTERN, { error: 'expected a path on this site starting with one "/", e.g. "/join/" (not "//other.host")' });

/** A link to another site: https only. */
export const httpsUrlSchema = z.string().regex(HTTPS_URL_PATTERN, { error: 'expected an https:// URL, e.g. "https://www.instagram.com/walleague"' });

/** A path on this site or an https URL (images, videos). */
export const sitePathOrHttpsSchema = z
  .string()
  .refine((v) => isSitePath(v) || isHttpsUrl(v), { error: 'expected a path on this site starting with one "/" or an https:// URL' });

/** An image: a local file under public/ ("/images/x.svg") or an absolute https URL (a CDN). */
export const imageSchema = sitePathOrHttpsSchema;

/** ISO calendar date 2026-03-14. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date like 2026-03-14', abort: true })
  .refine(isCalendarDate, { error: 'expected a day that exists in the calendar, like 2026-03-14' });

export const money = z.number().nonnegative();
export const count = z.number().int().nonnegative();

/** The fields a listed event opens with (contests, ticketed events): its id, title and description. */
export const listingFields = {
  id: z.number().int().positive(),
  title: z.string().min(1),
  description: z.string().min(1),
};

/**
 * The fields a page kept in a file of its own opens with (data/sports, data/events): its $schema, id,
 * slug (the file's name), name and tagline.
 */
export const pageFileFields = {
  $schema: z.string().optional(),
  id: z.number().int().positive(),
  slug: slugSchema,
  name: z.string().min(1),
  tagline: z.string().min(1),
};

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
