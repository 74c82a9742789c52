import { z } from '@/lib/zod';
import { count, imageSchema, slugSchema } from './common';
import { STREAM_QUALITIES } from '@/lib/live/constants';

export const streamQualitySchema = z.enum(STREAM_QUALITIES);
export type StreamQuality = z.infer<typeof streamQualitySchema>;

/**
 * A live contestant or competitor as data/live.json writes it: a league athlete, named by her id in
 * data/athletes.json (checked at build); her name and sport come from that record.
 */
export const competitorEntrySchema = z.object({
  /** Her athlete id in data/athletes.json, e.g. "maya-johnson" (also the competitor's id on the page). */
  id: slugSchema,
  image: imageSchema,
  alt: z.string().min(1),
  description: z.string().min(1),
  votes: count,
  viewerCount: count,
  isLive: z.boolean(),
  isStreaming: z.boolean(),
  streamQuality: streamQualitySchema,
});
/** A competitor / live contestant as pages show her: the entry plus her record's name and sport. */
/** A contestant as pages show her: her athlete record's name and sport, and her page (none for the visitor's own card). */
export type Competitor = z.infer<typeof competitorEntrySchema> & { name: string; sport: string; href?: string };

/** A chat message. type: chat (a person), system (stream news) or vote. timestamp: ms since epoch, 0 for seeded messages. */
export const chatMessageSchema = z.object({
  id: z.string().min(1),
  username: z.string().min(1),
  message: z.string().min(1).max(200),
  timestamp: count,
  userImage: imageSchema.optional(),
  isContestant: z.boolean(),
  type: z.enum(['chat', 'system', 'vote']),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const endsAtSchema = z.iso.datetime({ offset: true, error: 'expected a date and time with its UTC offset, like "2026-12-31T23:00:00-05:00"' });

const chatSeedSchema = z.object({ username: z.string().min(1), message: z.string().min(1).max(200), isContestant: z.boolean().default(false) });

export const liveSchema = z
  .object({
    $schema: z.string().optional(),
    contest: z.object({
      title: z.string().min(1),
      /** When voting closes, with its UTC offset: "2026-12-31T23:00:00-05:00". The countdown runs to it. */
      endsAt: endsAtSchema,
      sport: z.string().min(1),
      contestants: z.array(competitorEntrySchema).length(2),
    }),
    event: z.object({
      title: z.string().min(1),
      /** When the live competition's voting closes (as contest.endsAt). */
      endsAt: endsAtSchema,
      viewers: count,
      prizePool: count,
      competitors: z.array(competitorEntrySchema).min(1),
    }),
    /** The picture shown on the "You (Live)" card. */
    youImage: imageSchema,
    chat: z.object({
      /** Messages shown when the page opens. */
      seed: z.array(chatSeedSchema),
      /** Simulated fans: one name and one line are picked for each simulated message. */
      usernames: z.array(z.string().min(1)).min(1),
      lines: z.array(z.string().min(1).max(200)).min(1),
    }),
    howToCompete: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(1),
    rules: z.array(z.string().min(1)).min(1),
    judging: z
      .array(z.object({ criterion: z.string().min(1), weight: z.number().int().min(1).max(100) }))
      .min(1)
      .refine((items) => items.reduce((sum, i) => sum + i.weight, 0) === 100, { error: 'judging weights must add up to 100' }),
  })
  .superRefine((data, ctx) => {
    const ids = [...data.contest.contestants, ...data.event.competitors].map((c) => c.id);
    ids.forEach((id, i) => {
      if (id === 'you') ctx.addIssue({ code: 'custom', message: '"you" is reserved for the visitor\'s own live card', path: ['competitors', i, 'id'] });
    });
    const dup = (list: { id: string }[], where: (string | number)[]) => {
      const seen = new Set<string>();
      list.forEach((c, i) => {
        if (seen.has(c.id)) ctx.addIssue({ code: 'custom', message: `duplicate id "${c.id}"`, path: [...where, i, 'id'] });
        seen.add(c.id);
      });
    };
    dup(data.contest.contestants, ['contest', 'contestants']);
    dup(data.event.competitors, ['event', 'competitors']);
  });

export type LiveFile = z.infer<typeof liveSchema>;
/** data/live.json as pages use it: every contestant and competitor with her name and sport. */
export type LiveData = Omit<LiveFile, 'contest' | 'event'> & {
  contest: Omit<LiveFile['contest'], 'contestants'> & { contestants: Competitor[] };
  event: Omit<LiveFile['event'], 'competitors'> & { competitors: Competitor[] };
};
export type LiveDataInput = z.input<typeof liveSchema>;
