/**
 * A ticket's code, in its QR code and printed beside it: the invoice id its payment carried to PayPal,
 * its seat number and its event ("WAL-5F1C9A2B7D3E-2-E12"). Tickets bought before the event was added
 * read "WAL-5F1C9A2B7D3E-2" and are still accepted. `ticketId` is the seat's own id, the invoice and
 * seat without the event, so a seat checked in under one form is known under the other.
 */
export interface TicketRef {
  ticketId: string;
  invoiceId: string;
  seat: number;
  /** The event the code names; absent on a code from before events were printed. */
  eventId?: number;
}

const TICKET_CODE = /^(WAL-[0-9A-F]{12})-([1-9][0-9]{0,2})(?:-E([1-9][0-9]{0,8}))?$/;

/** The code of seat `seat` of a payment with invoice id `invoiceId`, for event `eventId`. */
export const ticketCode = (invoiceId: string, seat: number, eventId: number): string => `${invoiceId}-${seat}-E${eventId}`;

/** A ticket code as typed or as a hand scanner types it (spaces around it and lower case accepted), or null. */
export function parseTicketId(text: string): TicketRef | null {
  const m = TICKET_CODE.exec(text.trim().toUpperCase());
  if (!m) return null;
  const ref: TicketRef = { ticketId: `${m[1]}-${m[2]}`, invoiceId: m[1]!, seat: Number(m[2]) };
  return m[3] ? { ...ref, eventId: Number(m[3]) } : ref;
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
