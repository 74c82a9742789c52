import { z } from '@/lib/zod';
import { httpsUrlSchema, imageSchema } from './common';

export const partnerSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  logo: imageSchema,
  description: z.string().min(1),
  website: httpsUrlSchema,
});

export const partnersFileSchema = z.object({
  $schema: z.string().optional(),
  /** Where Partner With Us messages go. */
  contactEmail: z.email(),
  partners: z.array(partnerSchema).length(6),
  benefits: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).length(4),
});

export type Partner = z.infer<typeof partnerSchema>;
export type PartnersContent = z.infer<typeof partnersFileSchema>;
