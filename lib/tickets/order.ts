import type { TicketOrder, TicketType } from '@/lib/schemas/order';
import { priceBreakdown } from '@/lib/pricing';
import { randomId } from '@/lib/ids';

export const TICKET_TYPE_LABEL: Record<TicketType, string> = { general: 'General Admission', vip: 'VIP' };

/** PayPal limits a purchase unit description to 127 characters. */
const PAYPAL_DESCRIPTION_MAX = 127;

/** The purchase unit description: names the event and ticket type (decisions §4). */
export function purchaseDescription(eventTitle: string, ticketType: TicketType, quantity: number): string {
  const text = `${eventTitle}: ${quantity} x ${TICKET_TYPE_LABEL[ticketType]} ticket${quantity === 1 ? '' : 's'}`;
  return text.length > PAYPAL_DESCRIPTION_MAX ? text.slice(0, PAYPAL_DESCRIPTION_MAX) : text;
}

export function unitPriceFor(event: { ticketPrice: number; vipPrice: number }, ticketType: TicketType): number {
  return ticketType === 'vip' ? event.vipPrice : event.ticketPrice;
}

/**
 * A captured payment as an order. Its id comes from the PayPal order id, so recording the same
 * payment twice (double click, retried callback) still leaves one order in the store.
 */
export function buildTicketOrder(input: {
  paypalOrderId: string;
  userId: string | null;
  event: { id: number; title: string; ticketPrice: number; vipPrice: number };
  ticketType: TicketType;
  quantity: number;
  now?: Date;
  makeId?: (prefix: string) => string;
}): TicketOrder {
  const { paypalOrderId, userId, event, ticketType, quantity, now = new Date(), makeId = randomId } = input;
  const unitPrice = unitPriceFor(event, ticketType);
  const { fee, total } = priceBreakdown(unitPrice, quantity);
  return {
    kind: 'ticket',
    id: `ticket-${paypalOrderId}`,
    paypalOrderId,
    userId,
    eventId: event.id,
    eventTitle: event.title,
    ticketType,
    quantity,
    unitPrice,
    fee,
    total,
    ticketIds: Array.from({ length: quantity }, () => makeId(`TKT${event.id}`).toUpperCase()),
    createdAt: now.toISOString(),
  };
}
