import type { CheckIn } from '@/lib/gate/check';
import { checkInCount, mergeCheckIns } from '@/lib/gate/check-ins';
import { checkInsFileName, readCheckInsCsv, writeCheckInsCsv } from '@/lib/gate/check-ins-file';
import { isCheckIn } from '@/lib/gate/records';

const A1: CheckIn = { ticketId: 'WAL-AAAAAAAAAAAA-1', eventId: 1, at: '2026-11-26T19:05:00.000Z' };
const A2: CheckIn = { ticketId: 'WAL-AAAAAAAAAAAA-2', eventId: 1, at: '2026-11-26T19:01:00.000Z' };
const B1: CheckIn = { ticketId: 'WAL-BBBBBBBBBBBB-1', eventId: 12, at: '2026-11-26T19:10:00.000Z', source: 'gate-b.csv' };
const titles = (id: number) => (id === 1 ? 'Final, "Night" Game' : id === 12 ? 'Semifinal' : null);

describe('the check-ins file', () => {
  it('writes one quoted row per ticket, earliest first, with a byte-order mark and CRLF lines', () => {
    expect(writeCheckInsCsv([A1, B1, A2, { ...A1, ticketId: 'WAL-CCCCCCCCCCCC-1', eventId: 99 }], titles)).toBe(
      '\uFEFF"Ticket ID","Event ID","Event","Admitted at (UTC)"\r\n' +
        '"WAL-AAAAAAAAAAAA-2","1","Final, ""Night"" Game","2026-11-26T19:01:00.000Z"\r\n' +
        '"WAL-AAAAAAAAAAAA-1","1","Final, ""Night"" Game","2026-11-26T19:05:00.000Z"\r\n' +
        '"WAL-CCCCCCCCCCCC-1","99","","2026-11-26T19:05:00.000Z"\r\n' +
        '"WAL-BBBBBBBBBBBB-1","12","Semifinal","2026-11-26T19:10:00.000Z"\r\n',
    );
  });

  it('reads back what it wrote (without where each came from: that is the file loaded)', () => {
    expect(readCheckInsCsv(writeCheckInsCsv([A1, A2, B1], titles), 'gate-a.csv')).toEqual({
      ok: true,
      rows: 3,
      checkIns: [A2, A1, { ticketId: B1.ticketId, eventId: 12, at: B1.at }],
    });
  });

  it('reads LF lines, unquoted fields, lower-case ids, columns in another order and blank lines; a ticket listed twice keeps its earliest time', () => {
    const text = [
      'Admitted at (UTC),Event,Ticket ID,Event ID',
      '2026-11-26T19:05:00.000Z,Final,wal-aaaaaaaaaaaa-1,1',
      '',
      '2026-11-26T18:59:00Z,Final,WAL-AAAAAAAAAAAA-1,1',
    ].join('\n');
    expect(readCheckInsCsv(text, 'x.csv')).toEqual({
      ok: true,
      rows: 2,
      checkIns: [{ ticketId: 'WAL-AAAAAAAAAAAA-1', eventId: 1, at: '2026-11-26T18:59:00Z' }],
    });
  });

  it('reads a file with only the header as no check-ins', () => {
    expect(readCheckInsCsv('"Ticket ID","Event ID","Event","Admitted at (UTC)"\r\n', 'x.csv')).toEqual({ ok: true, rows: 0, checkIns: [] });
  });

  it('refuses an empty file, a PayPal activity export and another file, naming the file', () => {
    expect(readCheckInsCsv('', 'gate-a.csv')).toEqual({ ok: false, message: 'gate-a.csv is empty.' });
    expect(readCheckInsCsv('\uFEFF\r\n', 'gate-a.csv')).toEqual({ ok: false, message: 'gate-a.csv is empty.' });
    const activity =
      '"Date","Time","Name","Type","Status","Gross","Invoice Number","Custom Number"\n"11/26/2026","19:00:00","Ada","Express Checkout Payment","Completed","192.00","WAL-AAAAAAAAAAAA","event-1-general x2"\n';
    expect(readCheckInsCsv(activity, 'Download.CSV')).toEqual({
      ok: false,
      message: 'Download.CSV is a PayPal activity export, not a gate’s check-ins: load it under 1. Payments.',
    });
    const other = readCheckInsCsv('"Name","Email"\n"Ada","ada@example.com"\n', 'people.csv');
    expect(!other.ok && other.message).toMatch(
      /^people\.csv is not a gate’s check-ins file: it needs the columns "Ticket ID", "Event ID" and "Admitted at \(UTC\)"/,
    );
  });

  it('refuses the whole file at its first bad row, naming the file and the line (a quoted line break counts)', () => {
    const header = '"Ticket ID","Event ID","Event","Admitted at (UTC)"';
    const file = (...rows: string[]) => [header, ...rows].join('\r\n');
    const good = '"WAL-AAAAAAAAAAAA-1","1","Final","2026-11-26T19:05:00.000Z"';
    expect(readCheckInsCsv(file(good, '"TKT-1","1","Final","2026-11-26T19:05:00.000Z"'), 'gate-a.csv')).toEqual({
      ok: false,
      message: 'gate-a.csv, line 3: "TKT-1" is not a ticket id (they read like WAL-5F1C9A2B7D3E-1).',
    });
    expect(
      readCheckInsCsv(
        file('"WAL-AAAAAAAAAAAA-1","1","Two\r\nlines","2026-11-26T19:05:00.000Z"', '"WAL-AAAAAAAAAAAA-2","one","Final","2026-11-26T19:05:00.000Z"'),
        'b.csv',
      ),
    ).toEqual({
      ok: false,
      message: 'b.csv, line 4: "one" is not an event id (a whole number).',
    });
    expect(readCheckInsCsv(file('"WAL-AAAAAAAAAAAA-1","1","Final","11/26/2026 7:05 PM"'), 'c.csv')).toEqual({
      ok: false,
      message: 'c.csv, line 2: "11/26/2026 7:05 PM" is not a time as the gate writes it (like 2026-11-26T19:05:00.000Z).',
    });
  });

  it('is named for the time it was made, in the device’s time', () => {
    expect(checkInsFileName(new Date(2026, 10, 26, 19, 5))).toBe('gate-check-ins-2026-11-26-1905.csv');
  });
});

describe('merging another gate’s check-ins', () => {
  it('adds the tickets this device has not seen, recording the file they came from', () => {
    const merged = mergeCheckIns([A1], [A2, B1], 'gate-b.csv');
    expect(merged.added).toBe(2);
    expect(merged.known).toBe(0);
    expect(merged.checkIns).toEqual([A1, { ...A2, source: 'gate-b.csv' }, { ...B1, source: 'gate-b.csv' }]);
  });

  it('keeps one record per ticket with the earliest time: loading the same file twice changes nothing', () => {
    const once = mergeCheckIns([A1], [A2], 'gate-b.csv');
    const twice = mergeCheckIns(once.checkIns, [A2], 'gate-b.csv');
    expect(twice).toEqual({ checkIns: once.checkIns, added: 0, known: 1, twice: [] });
    // Admitted at the other gate later than here: this device's earlier check-in stays.
    expect(mergeCheckIns([A1], [{ ...A1, at: '2026-11-26T20:00:00.000Z' }], 'gate-b.csv').checkIns).toEqual([A1]);
  });

  it('names a ticket admitted here after the other gate had admitted it, and keeps the other gate’s earlier time', () => {
    const earlier = { ...A1, at: '2026-11-26T18:50:00.000Z' };
    const merged = mergeCheckIns([A1], [earlier], 'gate-b.csv');
    expect(merged.twice).toEqual([A1.ticketId]);
    expect(merged.checkIns).toEqual([{ ...earlier, source: 'gate-b.csv' }]);
  });

  it('counts an event’s check-ins and those from other gates', () => {
    const { checkIns } = mergeCheckIns([A1], [A2, B1], 'gate-b.csv');
    expect(checkInCount(checkIns, 1)).toEqual({ total: 2, fromOtherGates: 1 });
    expect(checkInCount(checkIns, 12)).toEqual({ total: 1, fromOtherGates: 1 });
    expect(checkInCount(checkIns, 5)).toEqual({ total: 0, fromOtherGates: 0 });
  });

  it('stores check-ins with and without a source, as kept before sources existed', () => {
    expect(isCheckIn(A1)).toBe(true);
    expect(isCheckIn(B1)).toBe(true);
    expect(isCheckIn({ ...A1, source: '' })).toBe(false);
    expect(isCheckIn({ ...A1, source: 3 })).toBe(false);
  });
});
