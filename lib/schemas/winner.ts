import { z } from '@/lib/zod';
import { slugSchema, imageSchema, isoDateSchema, money, count, commentSchema } from './common';
import { athleteIdSchema } from './athlete';

export const winnerCommentSchema = commentSchema;

export const winnerSchema = z.object({
  id: z.number().int().positive(),
  eventName: z.string().min(1),
  eventDate: isoDateSchema,
  /** Who won: athlete ids in data/athletes.json (checked at build; a pair lists both). The page shows their names. */
  athletes: z.array(athleteIdSchema).min(1),
  winnerImage: imageSchema,
  prize: money,
  /** A sport slug or "special-events" (the only categories a winner may have). */
  category: slugSchema,
  description: z.string().min(1),
  media: z.object({
    type: z.enum(['image', 'video']),
    url: imageSchema,
    thumbnail: imageSchema,
    alt: z.string().min(1),
  }),
  likes: count,
  comments: z.array(winnerCommentSchema),
  featured: z.boolean().default(false),
});

export const winnersFileSchema = z.object({
  $schema: z.string().optional(),
  winners: z.array(winnerSchema).min(1),
});

export type WinnerData = z.infer<typeof winnerSchema>;
/** A winner as pages show it: the record plus its athletes' names ("Elena Petrova and Grace Kim"). */
export type Winner = WinnerData & { winnerName: string; people: { id: string; name: string }[] };
export type WinnerComment = z.infer<typeof winnerCommentSchema>;
