import { z } from 'zod';
import { slugSchema, imageSchema } from './common';

export const specialEventSchema = z.object({
  $schema: z.string().optional(),
  id: z.number().int().positive(),
  slug: slugSchema,
  name: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1),
  image: imageSchema.optional(),
  stats: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).length(4),
});

export type SpecialEvent = z.infer<typeof specialEventSchema>;
export type SpecialEventLink = Pick<SpecialEvent, 'id' | 'slug' | 'name'>;
