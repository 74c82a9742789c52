import { checkTicket, type CheckIn } from '@/lib/gate/check';
import { gateChoices, gateDefault } from '@/lib/gate/events';
import { parseCsv } from '@/lib/gate/csv';
import { mergePaidInvoices, readGross, readPayPalActivity, type PaidInvoice } from '@/lib/gate/paypal-activity';
import { parseTicketCustomId, parseTicketId, ticketCode } from '@/lib/tickets/ticket-code';

const HEADER = '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Invoice Number","Custom Number"';
const row = (type: string, status: string, invoice: string, custom: string) =>
  `"11/26/2026","19:00:00","EST","Ada Fan","${type}","${status}","USD","192.00","${invoice}","${custom}"`;

describe('ticket ids', () => {
  it('reads WAL- + 12 hex digits + a seat number + the event, as typed or scanned; the seat id leaves the event out', () => {
    expect(ticketCode('WAL-5F1C9A2B7D3E', 2, 12)).toBe('WAL-5F1C9A2B7D3E-2-E12');
    expect(parseTicketId(' wal-5f1c9a2b7d3e-2-e12\n')).toEqual({ ticketId: 'WAL-5F1C9A2B7D3E-2', invoiceId: 'WAL-5F1C9A2B7D3E', seat: 2, eventId: 12 });
    for (const bad of [
      '',
      'TKT1_ABC',
      'WAL-5F1C9A2B7D3E',
      'WAL-5F1C9A2B7D3E-0',
      'WAL-5F1C9A2B7D3-1',
      'WAL-5F1C9A2B7D3E-1; drop',
      'WAL-5F1C9A2B7D3E-1-E',
      'WAL-5F1C9A2B7D3E-1-E0',
      'WAL-5F1C9A2B7D3E-1-12',
      '"><script>'.repeat(100),
    ])
      expect(parseTicketId(bad)).toBeNull();
  });

  it('still reads the codes printed before the event was added to them', () => {
    expect(parseTicketId('WAL-5F1C9A2B7D3E-2')).toEqual({ ticketId: 'WAL-5F1C9A2B7D3E-2', invoiceId: 'WAL-5F1C9A2B7D3E', seat: 2 });
  });

  it('reads what a payment bought from its custom_id', () => {
    expect(parseTicketCustomId('event-12-vip x2')).toEqual({ eventId: 12, ticketType: 'vip', quantity: 2 });
    expect(parseTicketCustomId('7|M|Navy x1')).toBeNull();
  });
});

describe('the PayPal activity export', () => {
  it('parses quoted CSV fields with commas, quotes and line breaks, and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,"b, c","d ""e"""\r\n"f\ng",h\n')).toEqual([
      ['a', 'b, c', 'd "e"'],
      ['f\ng', 'h'],
    ]);
  });

  it('keeps each invoice with its status and custom number; a refund row marks it refunded', () => {
    const csv = [
      HEADER,
      row('Express Checkout Payment', 'Completed', 'WAL-AAAAAAAAAAAA', 'event-1-general x2'),
      row('Express Checkout Payment', 'Completed', 'WAL-BBBBBBBBBBBB', 'event-1-vip x1'),
      row('Payment Refund', 'Completed', 'WAL-BBBBBBBBBBBB', 'event-1-vip x1'),
      row('General Payment', 'Completed', '', ''),
    ].join('\n');
    const read = readPayPalActivity(csv);
    expect(read).toEqual({
      ok: true,
      rows: 4,
      invoices: [
        { invoiceId: 'WAL-AAAAAAAAAAAA', customId: 'event-1-general x2', status: 'Completed', refunded: false, gross: 192, currency: 'USD' },
        { invoiceId: 'WAL-BBBBBBBBBBBB', customId: 'event-1-vip x1', status: 'Completed', refunded: true, gross: 192, currency: 'USD' },
      ],
    });
  });

  it('reads the amount as PayPal writes it, with thousands separators; anything else is no amount', () => {
    expect(readGross('1,720.00')).toBe(1720);
    expect(readGross(' 192.5 ')).toBe(192.5);
    for (const bad of ['', 'USD 5', '1.720,00', '12.345', 'NaN']) expect(readGross(bad)).toBeNull();
  });

  it('names the missing columns of another file', () => {
    const read = readPayPalActivity('"Date","Name","Gross"\n"1","2","3"');
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toContain('"Invoice Number", "Status", "Custom Number", "Currency" missing');
    expect(readPayPalActivity('')).toEqual({ ok: false, message: 'The file is empty.' });
  });
});

describe('checking a ticket at the gate', () => {
  const NOW = Date.UTC(2026, 10, 26, 23);
  // General $89: 2 seats are $178 and a fee of round(14.24) = $14, $192 in all; VIP $199 + $16 = $215.
  const event = { id: 1, title: 'Final', ticketPrice: 89, vipPrice: 199, endMs: NOW + 3_600_000 };
  const usd = { gross: 192, currency: 'USD' };
  const paid: PaidInvoice[] = [
    { invoiceId: 'WAL-AAAAAAAAAAAA', customId: 'event-1-general x2', status: 'Completed', refunded: false, ...usd },
    { invoiceId: 'WAL-BBBBBBBBBBBB', customId: 'event-1-vip x1', status: 'Completed', refunded: true, ...usd },
    { invoiceId: 'WAL-CCCCCCCCCCCC', customId: 'event-2-vip x1', status: 'Completed', refunded: false, ...usd },
    { invoiceId: 'WAL-DDDDDDDDDDDD', customId: 'event-1-vip x1', status: 'Pending', refunded: false, ...usd },
    { invoiceId: 'WAL-EEEEEEEEEEEE', customId: '7|M|Navy x1', status: 'Completed', refunded: false, ...usd },
    { invoiceId: 'WAL-111111111111', customId: 'event-1-vip x8', status: 'Completed', refunded: false, gross: 1, currency: 'USD' },
    { invoiceId: 'WAL-222222222222', customId: 'event-1-general x2', status: 'Completed', refunded: false, gross: 192, currency: 'JPY' },
    { invoiceId: 'WAL-333333333333', customId: 'event-1-vip x1', status: 'Completed', refunded: false },
    { invoiceId: 'WAL-444444444444', customId: 'event-1-vip x1', status: 'Completed', refunded: false, gross: 215, currency: 'USD' },
  ];
  const titles = (id: number) => (id === 2 ? 'Semifinal' : null);
  const check = (text: string, checkIns: CheckIn[] = [], now = NOW) => checkTicket(text, event, paid, checkIns, titles, now);

  it("refuses a payment that is not what its seats cost in USD: PayPal's record of the amount is the one that counts", () => {
    const reason = (text: string) => {
      const a = check(text);
      return a.ok ? 'admitted' : a.reason;
    };
    expect(reason('WAL-111111111111-8-E1')).toBe(
      'The payment for WAL-111111111111 was $1.00, but 8 VIP seats cost $1,719.00. If the price changed after it was bought, ask to see the receipt.',
    );
    expect(reason('WAL-222222222222-1-E1')).toBe('The payment for WAL-222222222222 was made in JPY; tickets are sold in USD.');
    expect(reason('WAL-333333333333-1-E1')).toMatch(/was loaded without its amount\. Load the PayPal activity export again/);
    expect(reason('WAL-444444444444-1-E1')).toBe('admitted');
  });

  it('refuses every ticket once the event has ended', () => {
    const late = check('WAL-AAAAAAAAAAAA-1-E1', [], event.endMs);
    expect(!late.ok && late.reason).toBe('Final has ended: its tickets no longer admit.');
    expect(check('WAL-AAAAAAAAAAAA-1-E1', [], event.endMs - 1).ok).toBe(true);
  });

  it('admits a seat of a completed payment for this event, once', () => {
    expect(check('WAL-AAAAAAAAAAAA-2')).toEqual({ ok: true, ticketId: 'WAL-AAAAAAAAAAAA-2', ticketType: 'general', seat: 2, quantity: 2 });
    const again = check('WAL-AAAAAAAAAAAA-2', [{ ticketId: 'WAL-AAAAAAAAAAAA-2', eventId: 1, at: '2026-11-26T19:05:00.000Z' }]);
    expect(again.ok).toBe(false);
    expect(!again.ok && again.reason).toMatch(/^Already checked in at .* on this device\.$/);
  });

  it('refuses a ticket admitted at another gate, naming the file it came from', () => {
    const again = check('WAL-AAAAAAAAAAAA-2', [{ ticketId: 'WAL-AAAAAAAAAAAA-2', eventId: 1, at: '2026-11-26T19:05:00.000Z', source: 'gate-b.csv' }]);
    expect(!again.ok && again.reason).toMatch(/^Already checked in at \d{1,2}:05 [AP]M at another gate \(from gate-b\.csv\)\.$/);
  });

  it('refuses, saying why: made up, unknown, refunded, not completed, not a ticket, another event, a seat not paid for', () => {
    const reason = (text: string) => {
      const a = check(text);
      return a.ok ? 'admitted' : a.reason;
    };
    expect(reason('hello')).toMatch(/^Not a league ticket id/);
    expect(reason('WAL-FFFFFFFFFFFF-1')).toMatch(/^No payment with invoice WAL-FFFFFFFFFFFF in the PayPal activity loaded here/);
    expect(reason('WAL-BBBBBBBBBBBB-1')).toBe('The payment for WAL-BBBBBBBBBBBB was refunded.');
    expect(reason('WAL-DDDDDDDDDDDD-1')).toBe('The payment for WAL-DDDDDDDDDDDD is not completed (PayPal status: Pending).');
    expect(reason('WAL-EEEEEEEEEEEE-1')).toMatch(/is not a ticket purchase/);
    expect(reason('WAL-CCCCCCCCCCCC-1')).toBe('This ticket is for another event: Semifinal.');
    expect(reason('WAL-AAAAAAAAAAAA-3')).toBe('There is no seat 3 on this payment: it paid for 2 seats.');
    expect(reason('WAL-AAAAAAAAAAAA-1-E2')).toBe('This ticket is for another event: Semifinal.');
    expect(reason('WAL-FFFFFFFFFFFF-1-E2')).toBe('This ticket is for another event: Semifinal.');
    expect(reason('WAL-CCCCCCCCCCCC-1-E1')).toBe('This ticket is for another event: Semifinal.');
  });

  it('knows a seat checked in under its old code when its new code is scanned, and the other way round', () => {
    const earlier: CheckIn[] = [{ ticketId: 'WAL-AAAAAAAAAAAA-2', eventId: 1, at: '2026-11-26T19:05:00.000Z' }];
    expect(check('WAL-AAAAAAAAAAAA-2-E1')).toEqual({ ok: true, ticketId: 'WAL-AAAAAAAAAAAA-2', ticketType: 'general', seat: 2, quantity: 2 });
    expect(!check('WAL-AAAAAAAAAAAA-2-E1', earlier).ok && 'refused').toBe('refused');
  });
});

describe('loading a later PayPal export', () => {
  const paid = (invoiceId: string, status = 'Completed', refunded = false) => ({ invoiceId, customId: `event-1-general x1`, status, refunded });

  it('adds its invoices to those loaded before, the newer status counting and a refund never undone', () => {
    const morning = [paid('WAL-A'), paid('WAL-B', 'Pending'), paid('WAL-C', 'Completed', true)];
    const late = [paid('WAL-B'), paid('WAL-C'), paid('WAL-D')];
    expect(mergePaidInvoices(morning, late)).toEqual([paid('WAL-A'), paid('WAL-B'), paid('WAL-C', 'Completed', true), paid('WAL-D')]);
    expect(mergePaidInvoices([], late)).toEqual(late);
  });
});

describe("the gate's events", () => {
  const HOUR = 3_600_000;
  const rec = (id: number, date: string, time = '18:00') => ({
    id,
    title: `E${id}`,
    date,
    time,
    timeZone: 'UTC',
    durationHours: 3,
    ticketPrice: 10,
    vipPrice: 20,
  });
  const records = [rec(3, '2027-01-10'), rec(1, '2026-12-01'), rec(2, '2026-12-20', '19:00')];
  const now = Date.UTC(2026, 11, 20, 9);

  it('lists them soonest first, with their date, and says which have ended', () => {
    const choices = gateChoices(records, now);
    expect(choices.map((c) => c.label)).toEqual(['E1 (December 1, 2026, ended)', 'E2 (December 20, 2026)', 'E3 (January 10, 2027)']);
    expect(choices[1]).toMatchObject({ id: 2, ended: false, endMs: Date.UTC(2026, 11, 20, 22) });
  });

  it('opens on the event chosen before while it is listed, else on the one under way or starting within 12 hours', () => {
    const choices = gateChoices(records, now);
    expect(gateDefault(choices, 3, now)).toBe(3);
    expect(gateDefault(choices, 99, now)).toBe(2);
    expect(gateDefault(choices, null, now - 12 * HOUR)).toBeNull();
    expect(gateDefault(choices, undefined, Date.UTC(2026, 11, 20, 20))).toBe(2);
  });
});
