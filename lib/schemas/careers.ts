import { z } from '@/lib/zod';

export const openPositionSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  department: z.string().min(1),
  location: z.string().min(1),
  type: z.enum(['Full-time', 'Part-time', 'Contract', 'Internship']),
  summary: z.string().min(1),
});

export const careersFileSchema = z.object({
  $schema: z.string().optional(),
  /** Where Apply Now and Submit Resume messages go. */
  contactEmail: z.email(),
  perks: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).length(3),
  positions: z.array(openPositionSchema).length(4),
});

export type OpenPosition = z.infer<typeof openPositionSchema>;
export type CareersContent = z.infer<typeof careersFileSchema>;
