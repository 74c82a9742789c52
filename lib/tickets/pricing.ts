import { formatUSD } from '@/lib/format/en-us';

/** The service fee rate on ticket subtotals: 8%. */
export const SERVICE_FEE_RATE = 0.08;

/** The service fee of one ticket: 8% of its price, rounded to a whole dollar. */
export function serviceFee(subtotal: number): number {
  return Math.round(subtotal * SERVICE_FEE_RATE);
}

export interface PriceBreakdown {
  subtotal: number;
  fee: number;
  total: number;
}

/**
 * What `quantity` tickets at `unitPrice` cost: the fee is each ticket's (8% of its price, to the whole
 * dollar) times the quantity, so the total is always `quantity` times the all-in price the cards show
 * (8 tickets at $89 are 8 x $96 = $768, never a dollar more or less from rounding the order's fee once).
 */
export function priceBreakdown(unitPrice: number, quantity = 1): PriceBreakdown {
  const subtotal = unitPrice * quantity;
  const fee = serviceFee(unitPrice) * quantity;
  return { subtotal, fee, total: subtotal + fee };
}

/** The fee's line in the checkout and on receipts: "Service fee (8%, $7 a ticket)". */
export function serviceFeeLabel(fee: number, quantity: number): string {
  return `Service fee (${Math.round(SERVICE_FEE_RATE * 100)}%, ${formatUSD(quantity > 0 ? fee / quantity : fee)} a ticket)`;
}

/** The all-in price of one ticket: what a fan actually pays for it. */
export function allInPrice(unitPrice: number): number {
  return priceBreakdown(unitPrice, 1).total;
}
