import { checkTicket, type CheckIn } from '@/lib/gate/check';
import { parseCsv } from '@/lib/gate/csv';
import { mergePaidInvoices, readPayPalActivity, type PaidInvoice } from '@/lib/gate/paypal-activity';
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
        { invoiceId: 'WAL-AAAAAAAAAAAA', customId: 'event-1-general x2', status: 'Completed', refunded: false },
        { invoiceId: 'WAL-BBBBBBBBBBBB', customId: 'event-1-vip x1', status: 'Completed', refunded: true },
      ],
    });
  });

  it('names the missing columns of another file', () => {
    const read = readPayPalActivity('"Date","Name","Gross"\n"1","2","3"');
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toContain('"Invoice Number", "Status", "Custom Number" missing');
    expect(readPayPalActivity('')).toEqual({ ok: false, message: 'The file is empty.' });
  });
});

describe('checking a ticket at the gate', () => {
  const event = { id: 1, title: 'Final' };
  const paid: PaidInvoice[] = [
    { invoiceId: 'WAL-AAAAAAAAAAAA', customId: 'event-1-general x2', status: 'Completed', refunded: false },
    { invoiceId: 'WAL-BBBBBBBBBBBB', customId: 'event-1-vip x1', status: 'Completed', refunded: true },
    { invoiceId: 'WAL-CCCCCCCCCCCC', customId: 'event-2-vip x1', status: 'Completed', refunded: false },
    { invoiceId: 'WAL-DDDDDDDDDDDD', customId: 'event-1-vip x1', status: 'Pending', refunded: false },
    { invoiceId: 'WAL-EEEEEEEEEEEE', customId: '7|M|Navy x1', status: 'Completed', refunded: false },
  ];
  const titles = (id: number) => (id === 2 ? 'Semifinal' : null);
  const check = (text: string, checkIns: CheckIn[] = []) => checkTicket(text, event, paid, checkIns, titles);

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
