import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { adminSignIn } from './accounts-helpers';
import { eventOnSale } from './content-picks';
import { getTicketEvents } from '@/lib/content/tickets';
import { priceBreakdown } from '@/lib/tickets/pricing';
import { parseTicketCustomId } from '@/lib/tickets/ticket-code';

// What the gate specs share: an event on sale, a PayPal activity export, the Gate tab opened with it.

export const gateEvent = eventOnSale(2);

/**
 * A PayPal activity export (CSV, the columns PayPal writes) holding one payment: by default of the
 * amount its custom number's seats cost in USD (the event's price in data/, fees included), as the
 * gate checks; `gross` and `currency` stand in for a payment that was not.
 */
export function activityCsv(
  invoiceId: string,
  customId: string,
  status = 'Completed',
  { gross, currency = 'USD' }: { gross?: string; currency?: string } = {},
): string {
  const header =
    '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","From Email Address","Transaction ID","Invoice Number","Custom Number"';
  const row = `"11/26/2026","19:00:00","EST","Ada Fan","Express Checkout Payment","${status}","${currency}","${gross ?? dueFor(customId)}","-5.87","186.13","fan.buyer@example.com","9AB12345CD678901E","${invoiceId}","${customId}"`;
  return `${header}\n${row}\n`;
}

/** What the seats a custom number names cost, as PayPal writes it ("1,719.00"). */
function dueFor(customId: string): string {
  const bought = parseTicketCustomId(customId);
  const event = bought && getTicketEvents().find((e) => e.id === bought.eventId);
  if (!bought || !event) return '0.00';
  const { total } = priceBreakdown(bought.ticketType === 'vip' ? event.vipPrice : event.ticketPrice, bought.quantity);
  return total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The admin's Gate tab with `activity` loaded and the event chosen. */
export async function openGate(page: Page, activity: string) {
  await adminSignIn(page);
  await page.getByRole('tab', { name: 'Gate' }).click();
  await page.getByLabel('PayPal activity export (CSV)').setInputFiles({ name: 'activity.csv', mimeType: 'text/csv', buffer: Buffer.from(activity) });
  await expect(page.getByText(/^1 invoice loaded\. Last export: activity\.csv/)).toBeVisible();
  await page.getByLabel('Event at this gate').selectOption(String(gateEvent.id));
}

/** Types a ticket id and presses Enter, as a hand scanner does. */
export async function typeTicket(page: Page, text: string) {
  await page.getByLabel('Ticket id').fill(text);
  await page.getByLabel('Ticket id').press('Enter');
}

export const admitted = (page: Page) => page.getByRole('status').filter({ hasText: 'Admit:' });
export const refused = (page: Page) => page.getByRole('alert').filter({ hasText: 'Do not admit:' });
