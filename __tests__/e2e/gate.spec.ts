import fs from 'node:fs';
import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import { paypalRequests, stubPayPal } from './paypal-stub';
import { adminSignIn } from './accounts-helpers';
import { TICKET_SUCCESS_MESSAGE } from '../../lib/tickets/constants';
import { activityCsv, admitted, gateEvent, openGate, refused, typeTicket } from './gate-helpers';
import { ticketListHref } from './content-picks';

// Tickets checked at the gate: the ticket id carries the invoice id its payment sent to PayPal, and the
// admin console's Gate tab checks it against the league's PayPal activity export.

const event = gateEvent;

test('a ticket bought on the site is admitted once at the gate, against the PayPal activity; made-up, copied and unpaid tickets are refused', async ({
  page,
}) => {
  // A purchase, the console's sign-in (a slow password hash) and an axe scan: over 30 s on a loaded 2-core machine.
  test.slow();
  // A fan buys two tickets.
  await stubPayPal(page, 'approve');
  await page.goto(ticketListHref(event));
  await waitForHydration(page);
  await page.getByRole('button', { name: `Buy Tickets: ${event.title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Buy tickets: ${event.title}`, exact: true });
  await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('status').filter({ hasText: TICKET_SUCCESS_MESSAGE })).toBeVisible();
  const unit = ((await paypalRequests(page))[0]?.purchase_units as Array<{ invoice_id: string; custom_id: string }>)[0]!;
  // My Tickets prints each seat's code under its QR code: the invoice id, the seat and the event.
  await page.goto('/my-tickets/');
  const codes = page.getByRole('main').locator('figure figcaption');
  await expect(codes).toHaveText([`${unit.invoice_id}-1-E${event.id}`, `${unit.invoice_id}-2-E${event.id}`]);
  const seat2 = await codes.nth(1).innerText();

  // At the gate, the admin loads the PayPal activity and chooses the event.
  await adminSignIn(page);
  await page.getByRole('tab', { name: 'Gate' }).click();
  const activity = page.getByLabel('PayPal activity export (CSV)');
  await activity.setInputFiles({ name: 'not-activity.csv', mimeType: 'text/csv', buffer: Buffer.from('"Date","Name"\n"1","2"\n') });
  await expect(page.getByRole('alert').filter({ hasText: 'not-activity.csv' })).toContainText(
    '"Invoice Number", "Status", "Custom Number", "Gross", "Currency" missing',
  );
  await activity.setInputFiles({ name: 'activity.csv', mimeType: 'text/csv', buffer: Buffer.from(activityCsv(unit.invoice_id, unit.custom_id)) });
  // When it was loaded, with the time zone (a steward's laptop and phone may disagree).
  await expect(
    page.getByText(/^1 invoice loaded\. Last export: activity\.csv \(1 row\), loaded [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M [A-Z][\w+:-]*\.$/),
  ).toBeVisible();
  await page.getByLabel('Event at this gate').selectOption(String(event.id));

  const ticketId = page.getByLabel('Ticket id');
  const check = async (text: string) => {
    await ticketId.fill(text);
    await ticketId.press('Enter');
  };
  await check(seat2.toLowerCase());
  await expect(page.getByRole('status').filter({ hasText: 'Admit:' })).toHaveText(`Admit: General seat 2 of 2 (${unit.invoice_id}-2).`);
  await expect(page.getByText(`1 ticket checked in for ${event.title} on this device.`)).toBeVisible();
  await expect(ticketId).toBeFocused();
  await expectNoAxeViolations(page);

  const refused = page.getByRole('alert').filter({ hasText: 'Do not admit:' });
  // The same seat typed without its event (as codes were printed before) is the same seat.
  await check(`${unit.invoice_id}-2`);
  await expect(refused).toContainText('Do not admit: Already checked in at');
  await check(`${unit.invoice_id}-1-E${event.id + 1}`);
  await expect(refused).toContainText('Do not admit: This ticket is for another event');
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

  // A late-sales export adds its payments: the ones loaded before still count at the gate.
  await activity.setInputFiles({
    name: 'late-sales.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(activityCsv('WAL-111111111111', `event-${event.id}-general x1`)),
  });
  await expect(page.getByText(/^2 invoices loaded\. Last export: late-sales\.csv \(1 row\), loaded /)).toBeVisible();
  await check(`${unit.invoice_id}-2`);
  await expect(refused).toContainText('Do not admit: Already checked in at');
});

test('a payment that is not what its seats cost in USD is refused, saying what was paid; the gate stays on its event over a reload', async ({ page }) => {
  test.slow();
  const cheap = activityCsv('WAL-0000000000A1', `event-${event.id}-vip x8`, 'Completed', { gross: '1.00' });
  await openGate(page, cheap);
  await typeTicket(page, `WAL-0000000000A1-8-E${event.id}`);
  await expect(refused(page)).toHaveText(/^Do not admit: The payment for WAL-0000000000A1 was \$1\.00, but 8 VIP seats cost \$[\d,]+\.\d{2}\./);
  await expect(admitted(page)).toHaveCount(0);

  await page.getByLabel('PayPal activity export (CSV)').setInputFiles({
    name: 'yen.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(activityCsv('WAL-0000000000A2', `event-${event.id}-general x1`, 'Completed', { currency: 'JPY' })),
  });
  await typeTicket(page, `WAL-0000000000A2-1-E${event.id}`);
  await expect(refused(page)).toHaveText('Do not admit: The payment for WAL-0000000000A2 was made in JPY; tickets are sold in USD.');

  // A steward's phone reloads: the Gate tab opens on the event chosen before.
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Gate' }).click();
  await expect(page.getByLabel('Event at this gate')).toHaveValue(String(event.id));
  await expect(page.getByLabel('Ticket id')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('check-ins go from one gate to another as a CSV file: a ticket admitted at gate A is refused at gate B; a bad file is named and changes nothing', async ({
  page,
  newContext,
}) => {
  // Two devices, each signing in to the console (a slow password hash) and scanned by axe.
  test.slow();
  const invoice = 'WAL-00C0FFEE0042';
  const activity = activityCsv(invoice, `event-${event.id}-general x2`);

  // Gate A admits seat 1 and downloads its check-ins.
  await openGate(page, activity);
  await expect(page.getByText('No check-ins on this device yet.')).toBeVisible();
  await typeTicket(page, `${invoice}-1`);
  await expect(admitted(page)).toHaveText(`Admit: General seat 1 of 2 (${invoice}-1).`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download check-ins (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^gate-check-ins-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const title = `"${event.title.replaceAll('"', '""')}"`;
  const lines = csv.split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toBe('\uFEFF"Ticket ID","Event ID","Event","Admitted at (UTC)"');
  const admittedAt = /"([^"]*)"$/.exec(lines[1]!)?.[1] ?? '';
  expect(lines[1]).toBe(`"${invoice}-1","${event.id}",${title},"${admittedAt}"`);
  expect(new Date(admittedAt).toISOString()).toBe(admittedAt);
  expect(Math.abs(Date.now() - Date.parse(admittedAt))).toBeLessThan(5 * 60_000);
  expect(lines[2]).toBe('');

  // Gate B, another device, loads gate A's file.
  const gateB = await (await newContext()).newPage();
  await openGate(gateB, activity);
  const load = gateB.getByLabel('Load check-ins from another gate');
  await load.setInputFiles({ name: 'gate-a.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(gateB.getByRole('status').filter({ hasText: 'gate-a.csv' })).toHaveText('Loaded 1 check-in from gate-a.csv: 1 new, 0 already known here.');
  await expect(gateB.getByText(`1 ticket checked in for ${event.title} (1 from other gates).`)).toBeVisible();
  await typeTicket(gateB, `${invoice}-1`);
  await expect(refused(gateB)).toHaveText(/^Do not admit: Already checked in at \d{1,2}:\d{2}\s?[AP]M at another gate \(from gate-a\.csv\)\.$/);
  await typeTicket(gateB, `${invoice}-2`);
  await expect(admitted(gateB)).toHaveText(`Admit: General seat 2 of 2 (${invoice}-2).`);
  await expect(gateB.getByText(`2 tickets checked in for ${event.title} (1 from other gates).`)).toBeVisible();
  await expectNoAxeViolations(gateB);

  // The PayPal activity loaded here by mistake, and a file with a bad row: named, and nothing changes.
  await load.setInputFiles({ name: 'Download.CSV', mimeType: 'text/csv', buffer: Buffer.from(activity) });
  await expect(gateB.getByRole('alert').filter({ hasText: 'Download.CSV' })).toHaveText(
    'Download.CSV is a PayPal activity export, not a gate’s check-ins: load it under 1. Payments.',
  );
  const badRow = csv.replace(`"${invoice}-1"`, '"WAL-NOT-A-TICKET"');
  await load.setInputFiles({ name: 'gate-c.csv', mimeType: 'text/csv', buffer: Buffer.from(badRow) });
  await expect(gateB.getByRole('alert').filter({ hasText: 'gate-c.csv' })).toHaveText(
    'gate-c.csv, line 2: "WAL-NOT-A-TICKET" is not a ticket id (they read like WAL-5F1C9A2B7D3E-1).',
  );
  await expect(gateB.getByText(`2 tickets checked in for ${event.title} (1 from other gates).`)).toBeVisible();
  await gateB.reload();
  await waitForHydration(gateB);
  await gateB.getByRole('tab', { name: 'Gate' }).click();
  await gateB.getByLabel('Event at this gate').selectOption(String(event.id));
  await expect(gateB.getByText(`2 tickets checked in for ${event.title} (1 from other gates).`)).toBeVisible();
});
