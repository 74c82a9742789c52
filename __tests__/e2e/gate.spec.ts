import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import { paypalRequests, stubPayPal } from './paypal-stub';
import { adminSignIn } from './accounts-helpers';
import { TICKET_SUCCESS_MESSAGE } from '../../lib/tickets/constants';
import { eventOnSale } from './content-picks';

// Tickets checked at the gate: the ticket id carries the invoice id its payment sent to PayPal, and the
// admin console's Gate tab checks it against the league's PayPal activity export.

const event = eventOnSale(2);

/** A PayPal activity export (CSV, the columns PayPal writes) holding one payment. */
function activityCsv(invoiceId: string, customId: string, status = 'Completed'): string {
  const header =
    '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","From Email Address","Transaction ID","Invoice Number","Custom Number"';
  const row = `"11/26/2026","19:00:00","EST","Ada Fan","Express Checkout Payment","${status}","USD","192.00","-5.87","186.13","fan.buyer@example.com","9AB12345CD678901E","${invoiceId}","${customId}"`;
  return `${header}\n${row}\n`;
}

test('a ticket bought on the site is admitted once at the gate, against the PayPal activity; made-up, copied and unpaid tickets are refused', async ({
  page,
}) => {
  // A fan buys two tickets.
  await stubPayPal(page, 'approve');
  await page.goto('/buy-tickets/');
  await waitForHydration(page);
  await page.getByRole('button', { name: `Buy Tickets: ${event.title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Buy tickets: ${event.title}`, exact: true });
  await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('status').filter({ hasText: TICKET_SUCCESS_MESSAGE })).toBeVisible();
  const unit = ((await paypalRequests(page))[0]?.purchase_units as Array<{ invoice_id: string; custom_id: string }>)[0]!;

  // At the gate, the admin loads the PayPal activity and chooses the event.
  await adminSignIn(page);
  await page.getByRole('tab', { name: 'Gate' }).click();
  const activity = page.getByLabel('PayPal activity export (CSV)');
  await activity.setInputFiles({ name: 'not-activity.csv', mimeType: 'text/csv', buffer: Buffer.from('"Date","Name"\n"1","2"\n') });
  await expect(page.getByRole('alert').filter({ hasText: 'not-activity.csv' })).toContainText('"Invoice Number", "Status", "Custom Number" missing');
  await activity.setInputFiles({ name: 'activity.csv', mimeType: 'text/csv', buffer: Buffer.from(activityCsv(unit.invoice_id, unit.custom_id)) });
  await expect(page.getByText(/^1 invoice from activity\.csv \(1 row\), loaded /)).toBeVisible();
  await page.getByLabel('Event at this gate').selectOption(String(event.id));

  const ticketId = page.getByLabel('Ticket id');
  const check = async (text: string) => {
    await ticketId.fill(text);
    await ticketId.press('Enter');
  };
  await check(`${unit.invoice_id.toLowerCase()}-2`);
  await expect(page.getByRole('status').filter({ hasText: 'Admit:' })).toHaveText(`Admit: General seat 2 of 2 (${unit.invoice_id}-2).`);
  await expect(page.getByText(`1 ticket checked in for ${event.title} on this device.`)).toBeVisible();
  await expect(ticketId).toBeFocused();
  await expectNoAxeViolations(page);

  const refused = page.getByRole('alert').filter({ hasText: 'Do not admit:' });
  await check(`${unit.invoice_id}-2`);
  await expect(refused).toContainText('Do not admit: Already checked in at');
  await check(`${unit.invoice_id}-3`);
  await expect(refused).toHaveText('Do not admit: There is no seat 3 on this payment: it paid for 2 seats.');
  await check('WAL-000000000000-1');
  await expect(refused).toContainText('No payment with invoice WAL-000000000000 in the PayPal activity loaded here.');
  await check('"><img src=x onerror=alert(1)>');
  await expect(refused).toContainText('Not a league ticket id');

  // The check-ins stay on this device after a reload.
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Gate' }).click();
  await page.getByLabel('Event at this gate').selectOption(String(event.id));
  await expect(page.getByText(`1 ticket checked in for ${event.title} on this device.`)).toBeVisible();
  await check(`${unit.invoice_id}-1`);
  await expect(page.getByRole('status').filter({ hasText: 'Admit:' })).toHaveText(`Admit: General seat 1 of 2 (${unit.invoice_id}-1).`);
  await expect(page.getByText(`2 tickets checked in for ${event.title} on this device.`)).toBeVisible();
});
