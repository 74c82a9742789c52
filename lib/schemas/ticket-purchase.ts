import { z } from '@/lib/zod';
import { TICKET_QUANTITY_MAX, TICKET_QUANTITY_MIN } from '@/lib/tickets/constants';

export const QUANTITY_RANGE_MESSAGE = `Choose between ${TICKET_QUANTITY_MIN} and ${TICKET_QUANTITY_MAX} tickets.`;
export const QUANTITY_WHOLE_MESSAGE = 'Enter a whole number of tickets.';

export function notEnoughTicketsMessage(available: number): string {
  if (available <= 0) return 'No tickets are left for this event.';
  return available === 1 ? 'Only 1 ticket is left for this event.' : `Only ${available} tickets are left for this event.`;
}

/**
 * The purchase dialog's form (quantity 1 to 8 inclusive). Out-of-range or fractional
 * quantities are refused with a message, never clamped; nor can a fan ask for more than are left.
 */
export function ticketPurchaseSchema(available: number) {
  return z.object({
    ticketType: z.enum(['general', 'vip'], { error: 'Choose General or VIP.' }),
    quantity: z
      .number({ error: QUANTITY_RANGE_MESSAGE })
      .int({ error: QUANTITY_WHOLE_MESSAGE })
      .min(TICKET_QUANTITY_MIN, { error: QUANTITY_RANGE_MESSAGE })
      .max(TICKET_QUANTITY_MAX, { error: QUANTITY_RANGE_MESSAGE })
      .refine((q) => q <= available, { error: notEnoughTicketsMessage(available) }),
  });
}

export type TicketPurchaseSchema = ReturnType<typeof ticketPurchaseSchema>;
export type TicketPurchase = z.output<TicketPurchaseSchema>;
