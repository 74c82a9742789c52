import { z } from '@/lib/zod';
import { isoDateSchema } from './common';

/** The admin's New/Edit Event form. `sports` are the allowed category values (sport slugs + "special-events"). */
export function adminEventFormSchema(sports: readonly string[]) {
  return z
    .object({
      title: z.string().trim().min(1, { error: 'Enter a title' }).max(120, { error: 'Keep the title under 120 characters' }),
      description: z.string().trim().max(500, { error: 'Keep the description to 500 characters or fewer' }),
      prize: z.number({ error: 'Enter the prize in dollars' }).min(0, { error: 'The prize cannot be negative' }),
      startDate: isoDateSchema.or(z.literal('')).refine((v) => v !== '', { error: 'Choose a start date' }),
      endDate: isoDateSchema.or(z.literal('')).refine((v) => v !== '', { error: 'Choose an end date' }),
      status: z.enum(['upcoming', 'active'], { error: 'Choose a status' }),
      sport: z.string().refine((v) => sports.includes(v), { error: 'Choose a sport' }),
      ticketsSold: z.number({ error: 'Enter a whole number' }).int({ error: 'Enter a whole number' }).min(0, { error: 'Cannot be negative' }),
      revenue: z.number({ error: 'Enter the revenue in dollars' }).min(0, { error: 'Cannot be negative' }),
    })
    .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, { error: 'The end date cannot be before the start date', path: ['endDate'] });
}
export type AdminEventFormSchema = ReturnType<typeof adminEventFormSchema>;
