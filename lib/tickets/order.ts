import { formatDateTimeWithZone } from '@/lib/format/en-us';
import type { TicketOrder, TicketType } from '@/lib/schemas/order';
import { priceBreakdown, unitPriceFor } from '@/lib/tickets/pricing';
import { randomId } from '@/lib/ids/random-id';
import { ticketCode } from '@/lib/tickets/ticket-code';
import { makeSnapshot, type CapturedPayment, type PaymentSnapshot } from '@/lib/payments/snapshot';
import type { Receipt } from '@/lib/payments/receipt';
import { orderEventOf, type OrderEvent } from './order-event';

export const TICKET_TYPE_LABEL: Record<TicketType, string> = { general: 'General Admission', vip: 'VIP' };

/** PayPal limits a purchase unit description to 127 characters. */
const PAYPAL_DESCRIPTION_MAX = 127;

/** The purchase unit description: names the event and ticket type (not "Contest Entry Fee"). */
export function purchaseDescription(eventTitle: string, ticketType: TicketType, quantity: number): string {
  const text = `${eventTitle}: ${quantity} x ${TICKET_TYPE_LABEL[ticketType]} ticket${quantity === 1 ? '' : 's'}`;
  return text.length > PAYPAL_DESCRIPTION_MAX ? text.slice(0, PAYPAL_DESCRIPTION_MAX) : text;
}

/** What a ticket payment is for: kept with the PayPal order's snapshot (lib/payments/snapshot). */
export interface TicketPayload {
  eventId: number;
  eventTitle: string;
  ticketType: TicketType;
  quantity: number;
  unitPrice: number;
  /** When and where, as the event was when it was paid: the order keeps it. */
  event: OrderEvent;
}

/** The snapshot of a ticket purchase: one item (type x quantity) and the 8% service fee. */
export function ticketSnapshot(
  event: Parameters<typeof orderEventOf>[0] & { ticketPrice: number; vipPrice: number },
  ticketType: TicketType,
  quantity: number,
): PaymentSnapshot<TicketPayload> {
  const unitPrice = unitPriceFor(event, ticketType);
  const { fee } = priceBreakdown(unitPrice, quantity);
  return makeSnapshot({
    description: purchaseDescription(event.title, ticketType, quantity),
    items: [{ name: `${event.title}: ${TICKET_TYPE_LABEL[ticketType]}`, sku: `event-${event.id}-${ticketType}`, quantity, unitAmount: unitPrice }],
    fee,
    payload: { eventId: event.id, eventTitle: event.title, ticketType, quantity, unitPrice, event: orderEventOf(event) },
  });
}

/** The order recorded from a verified capture: everything from the snapshot PayPal charged for. */
export function ticketOrderFromPayment(
  payment: CapturedPayment<TicketPayload>,
  userId: string | null,
  now = new Date(),
  makeId: (prefix: string) => string = randomId,
): TicketOrder {
  const { snapshot, paypalOrderId, payerEmail } = payment;
  const { eventId, eventTitle, ticketType, quantity, unitPrice, event } = snapshot.payload;
  return {
    kind: 'ticket',
    id: `ticket-${paypalOrderId}`,
    paypalOrderId,
    userId,
    eventId,
    eventTitle,
    ticketType,
    quantity,
    unitPrice,
    fee: snapshot.fee,
    total: snapshot.amount,
    // One code per seat: the invoice id PayPal holds, the seat's number and the event ("WAL-5F1C9A2B7D3E-2-E12",
    // lib/tickets/ticket-code.ts), so the gate can trace a ticket to its payment; a random id where no invoice id was sent.
    ticketIds: Array.from({ length: quantity }, (_, i) =>
      payment.invoiceId ? ticketCode(payment.invoiceId, i + 1, eventId) : makeId(`TKT${eventId}`).toUpperCase(),
    ),
    createdAt: now.toISOString(),
    payerEmail,
    event,
  };
}

/** The on-screen, printable receipt of a ticket order. */
export function ticketReceipt(order: TicketOrder): Receipt {
  const subtotal = order.total - order.fee;
  return {
    title: `${order.eventTitle}: tickets`,
    orderNumber: order.id,
    paypalOrderId: order.paypalOrderId,
    date: formatDateTimeWithZone(order.createdAt),
    lines: [{ label: `${order.quantity} x ${TICKET_TYPE_LABEL[order.ticketType]} ticket${order.quantity === 1 ? '' : 's'}`, amount: subtotal }],
    extras: [{ label: 'Service fee (8%)', amount: order.fee }],
    total: order.total,
    address: null,
    tickets: order.ticketIds,
  };
}
