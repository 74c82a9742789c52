/**
 * A ticket's id: the invoice id its payment carried to PayPal and its seat number
 * ("WAL-5F1C9A2B7D3E-2", lib/tickets/order.ts). Read as typed or as a hand scanner types it: spaces
 * around it and lower case are accepted.
 */
export interface TicketRef {
  ticketId: string;
  invoiceId: string;
  seat: number;
}

const TICKET_ID = /^(WAL-[0-9A-F]{12})-([1-9][0-9]{0,2})$/;

export function parseTicketId(text: string): TicketRef | null {
  const id = text.trim().toUpperCase();
  const m = TICKET_ID.exec(id);
  return m ? { ticketId: id, invoiceId: m[1]!, seat: Number(m[2]) } : null;
}

/** What a ticket payment was for, from its PayPal custom_id ("event-12-vip x2", lib/payments/snapshot.ts). */
export interface TicketPurchaseRef {
  eventId: number;
  ticketType: 'general' | 'vip';
  quantity: number;
}

const CUSTOM_ID = /^event-(\d+)-(general|vip) x(\d+)$/;

export function parseTicketCustomId(customId: string): TicketPurchaseRef | null {
  const m = CUSTOM_ID.exec(customId.trim());
  return m ? { eventId: Number(m[1]), ticketType: m[2] as 'general' | 'vip', quantity: Number(m[3]) } : null;
}
