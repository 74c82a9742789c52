import { z } from '@/lib/zod';

/**
 * An interest event on the join form (data/interest-events.json): the kinds of league event an
 * athlete may say she wants to hear about. `/join/?event=<id>` preselects one; a registration keeps
 * the id (selectedEvent).
 */
export const interestEventSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(60),
});

export const interestEventsFileSchema = z.object({
  $schema: z.string().optional(),
  events: z.array(interestEventSchema).min(1),
});

export type InterestEvent = z.infer<typeof interestEventSchema>;
export type InterestEventsFile = z.infer<typeof interestEventsFileSchema>;
