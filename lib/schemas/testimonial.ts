import { z } from '@/lib/zod';
import { imageSchema } from './common';

export const testimonialSchema = z.object({
  id: z.number().int().positive(),
  quote: z.string().min(1),
  author: z.string().min(1),
  position: z.string().min(1),
  image: imageSchema,
  /** Which page shows it. */
  page: z.enum(['partners']),
});

export const testimonialsFileSchema = z.object({
  $schema: z.string().optional(),
  testimonials: z.array(testimonialSchema).min(1),
});

export type Testimonial = z.infer<typeof testimonialSchema>;
