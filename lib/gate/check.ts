import type { PaidInvoice } from './paypal-activity';
import { formatUSD } from '@/lib/format/en-us';
import { priceBreakdown, unitPriceFor } from '@/lib/tickets/pricing';
import { parseTicketCustomId, parseTicketId } from '@/lib/tickets/ticket-code';

export interface CheckIn {
  ticketId: string;
  eventId: number;
  /** When it was admitted (ISO time). */
  at: string;
  /** Where it was admitted when not on this device: the check-ins file of another gate it was loaded from. Left out for this device's own. */
  source?: string;
}

/** "7:05 PM": the time of a check-in as the gate shows it. */
export const checkInTime = (at: string) => new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

export type GateAnswer = { ok: true; ticketId: string; ticketType: 'general' | 'vip'; seat: number; quantity: number } | { ok: false; reason: string };

/** The event at the gate: which one, its prices (what a payment for its seats must come to) and when it ends. */
export interface GateEvent {
  id: number;
  title: string;
  ticketPrice: number;
  vipPrice: number;
  /** The end of the event (ms since epoch): a ticket is not admitted after it. */
  endMs: number;
}

/** Why a payment's amount does not pay for what its custom number claims, or null when it does. */
function amountProblem(invoice: PaidInvoice, bought: { ticketType: 'general' | 'vip'; quantity: number }, event: GateEvent): string | null {
  const seats = `${bought.quantity} ${bought.ticketType === 'vip' ? 'VIP' : 'General'} ${bought.quantity === 1 ? 'seat' : 'seats'}`;
  if (invoice.gross == null || !invoice.currency)
    return `The payment for ${invoice.invoiceId} was loaded without its amount. Load the PayPal activity export again (all columns).`;
  if (invoice.currency !== 'USD') return `The payment for ${invoice.invoiceId} was made in ${invoice.currency}; tickets are sold in USD.`;
  const due = priceBreakdown(unitPriceFor(event, bought.ticketType), bought.quantity).total;
  if (Math.abs(invoice.gross - due) < 0.005) return null;
  return `The payment for ${invoice.invoiceId} was ${formatUSD(invoice.gross, { cents: true })}, but ${seats} cost ${formatUSD(due, { cents: true })}. If the price changed after it was bought, ask to see the receipt.`;
}

/**
 * Whether the ticket `text` admits to `event` at the gate: a ticket id of ours, whose invoice is a
 * completed, unrefunded payment in the loaded PayPal activity, for this event, of the amount its
 * seats cost in USD (the PayPal order is made in the buyer's browser, so only PayPal's record of what
 * was paid counts), with that seat among the seats paid for, and not yet checked in here, before the
 * event's end (`now`, ms).
 */
export function checkTicket(
  text: string,
  event: GateEvent,
  paid: readonly PaidInvoice[],
  checkIns: readonly CheckIn[],
  eventTitle: (id: number) => string | null,
  now: number = Date.now(),
): GateAnswer {
  if (now >= event.endMs) return { ok: false, reason: `${event.title} has ended: its tickets no longer admit.` };
  const ref = parseTicketId(text);
  if (!ref) return { ok: false, reason: 'Not a league ticket id (they read like WAL-5F1C9A2B7D3E-1-E12).' };
  const wrongEvent = (id: number): GateAnswer => ({ ok: false, reason: `This ticket is for another event: ${eventTitle(id) ?? `event ${id}`}.` });
  if (ref.eventId !== undefined && ref.eventId !== event.id) return wrongEvent(ref.eventId);
  const invoice = paid.find((p) => p.invoiceId === ref.invoiceId);
  if (!invoice)
    return {
      ok: false,
      reason: `No payment with invoice ${ref.invoiceId} in the PayPal activity loaded here. Load a newer export if it was bought in the last hours.`,
    };
  if (invoice.refunded) return { ok: false, reason: `The payment for ${ref.invoiceId} was refunded.` };
  if (invoice.status.toLowerCase() !== 'completed')
    return { ok: false, reason: `The payment for ${ref.invoiceId} is not completed (PayPal status: ${invoice.status || 'none'}).` };
  const bought = parseTicketCustomId(invoice.customId);
  if (!bought) return { ok: false, reason: `The payment for ${ref.invoiceId} is not a ticket purchase (${invoice.customId || 'no custom number'}).` };
  if (bought.eventId !== event.id) return wrongEvent(bought.eventId);
  const unpaid = amountProblem(invoice, bought, event);
  if (unpaid) return { ok: false, reason: unpaid };
  if (ref.seat > bought.quantity)
    return { ok: false, reason: `There is no seat ${ref.seat} on this payment: it paid for ${bought.quantity} ${bought.quantity === 1 ? 'seat' : 'seats'}.` };
  const earlier = checkIns.find((c) => c.ticketId === ref.ticketId);
  if (earlier)
    return {
      ok: false,
      reason: earlier.source
        ? `Already checked in at ${checkInTime(earlier.at)} at another gate (from ${earlier.source}).`
        : `Already checked in at ${checkInTime(earlier.at)} on this device.`,
    };
  return { ok: true, ticketId: ref.ticketId, ticketType: bought.ticketType, seat: ref.seat, quantity: bought.quantity };
}
