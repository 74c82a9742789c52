import { mailtoHref } from '@/lib/email/mailto';
import type { ShippingAddress } from './snapshot';

/** One line of a receipt: "2 x VIP ticket" and its amount. */
export interface ReceiptLine {
  label: string;
  amount: number;
}

export interface Receipt {
  title: string;
  orderNumber: string;
  paypalOrderId: string;
  date: string;
  lines: ReceiptLine[];
  /** Subtotal, fee, shipping... shown between the lines and the total. */
  extras: ReceiptLine[];
  total: number;
  address: ShippingAddress | null;
  /** A ticket order's ticket codes, one a seat: what the gate checks, typed or scanned, so a printed receipt gets her in. */
  tickets?: string[];
}

const usd = (n: number) => `$${n.toFixed(2)}`;

/** An address as lines of text, as on an envelope. */
export function addressLines(a: ShippingAddress): string[] {
  return [a.name, a.line1, a.line2, [a.city, a.region, a.postalCode].filter(Boolean).join(', '), a.countryCode].filter(
    (l): l is string => !!l && l.trim() !== '',
  );
}

/** The receipt as plain text (the email body). */
export function receiptText(r: Receipt): string {
  return [
    r.title,
    `Order ${r.orderNumber}`,
    `PayPal order ${r.paypalOrderId}`,
    r.date,
    '',
    ...r.lines.map((l) => `${l.label}: ${usd(l.amount)}`),
    ...r.extras.map((l) => `${l.label}: ${usd(l.amount)}`),
    `Total paid (USD): ${usd(r.total)}`,
    ...(r.tickets?.length ? ['', 'Ticket codes (the gate checks these):', ...r.tickets] : []),
    ...(r.address ? ['', 'Ships to:', ...addressLines(r.address)] : []),
  ].join('\n');
}

/** "Email me this receipt": a mailto: to the buyer's own address (as PayPal returned it), or null without one. */
export function receiptMailto(payerEmail: string | null | undefined, r: Receipt): string | null {
  const to = payerEmail?.trim();
  if (!to || !/^[^\s@]+@[^\s@]+$/.test(to)) return null;
  return mailtoHref(to, `${r.title}: order ${r.orderNumber}`, receiptText(r));
}
