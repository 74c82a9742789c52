import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { adminSignIn } from './accounts-helpers';
import { eventOnSale } from './content-picks';

// What the gate specs share: an event on sale, a PayPal activity export, the Gate tab opened with it.

export const gateEvent = eventOnSale(2);

/** A PayPal activity export (CSV, the columns PayPal writes) holding one payment. */
export function activityCsv(invoiceId: string, customId: string, status = 'Completed'): string {
  const header =
    '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","From Email Address","Transaction ID","Invoice Number","Custom Number"';
  const row = `"11/26/2026","19:00:00","EST","Ada Fan","Express Checkout Payment","${status}","USD","192.00","-5.87","186.13","fan.buyer@example.com","9AB12345CD678901E","${invoiceId}","${customId}"`;
  return `${header}\n${row}\n`;
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
