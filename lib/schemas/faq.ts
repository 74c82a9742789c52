import { z } from '@/lib/zod';

export const faqItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  topic: z.string().min(1),
  question: z.string().min(1),
  /** Plain-text paragraphs. */
  answer: z.array(z.string().min(1)).min(1),
});

export const faqFileSchema = z.object({
  $schema: z.string().optional(),
  items: z.array(faqItemSchema).min(1),
});

export type FaqItem = z.infer<typeof faqItemSchema>;
