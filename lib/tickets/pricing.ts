import type { TicketType } from '@/lib/schemas/order';

/** The service fee rate on ticket subtotals: 8%. */
export const SERVICE_FEE_RATE = 0.08;

/** Service fee: 8% of the subtotal, rounded to a whole dollar; total = subtotal + fee. */
export function serviceFee(subtotal: number): number {
  return Math.round(subtotal * SERVICE_FEE_RATE);
}

export interface PriceBreakdown {
  subtotal: number;
  fee: number;
  total: number;
}

export function priceBreakdown(unitPrice: number, quantity = 1): PriceBreakdown {
  const subtotal = unitPrice * quantity;
  const fee = serviceFee(subtotal);
  return { subtotal, fee, total: subtotal + fee };
}

/** The all-in price of one ticket: what a fan actually pays for it. */
export function allInPrice(unitPrice: number): number {
  return priceBreakdown(unitPrice, 1).total;
}

/** The price of one seat of a ticket type. */
export function unitPriceFor(event: { ticketPrice: number; vipPrice: number }, ticketType: TicketType): number {
  return ticketType === 'vip' ? event.vipPrice : event.ticketPrice;
}
