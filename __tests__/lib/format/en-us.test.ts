import { formatDate, formatDateTimeWithZone, formatHours, formatMonth, formatNumber, formatUSD, truncate } from '@/lib/format/en-us';

describe('formatting', () => {
  it('formats whole dollars without cents and cents when present', () => {
    expect(formatUSD(145000)).toBe('$145,000');
    expect(formatUSD(29.99)).toBe('$29.99');
    expect(formatUSD(30, { cents: true })).toBe('$30.00');
  });
  it('groups thousands', () => {
    expect(formatNumber(28450)).toBe('28,450');
  });
  it('reads ISO dates as calendar dates', () => {
    expect(formatDate('2024-03-14')).toBe('March 14, 2024');
  });
  it('names a month and its year, from a year-month or a date', () => {
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(formatMonth('2027-01-16')).toBe('January 2027');
  });
  it('cuts long text at the limit and adds an ellipsis', () => {
    expect(truncate('a'.repeat(130), 120)).toBe(`${'a'.repeat(120)}...`);
    expect(truncate('short', 120)).toBe('short');
  });
  it('matches Intl en-US output for money, figures and dates', () => {
    const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const plain = new Intl.NumberFormat('en-US');
    const values = [
      0,
      1,
      7,
      12,
      999,
      1000,
      1234.5,
      29.99,
      89.97000000000001,
      1.005,
      2.675,
      0.125,
      0.5,
      1999.995,
      145000,
      1234567.891,
      1e9 + 0.4,
      -5,
      -1234.56,
      -0.004,
      -0,
      0.0004,
      3 * 29.99,
    ];
    for (const v of values) {
      expect([v, formatUSD(v)]).toEqual([v, Number.isInteger(v) ? usdWhole.format(v) : usdCents.format(v)]);
      expect([v, formatUSD(v, { cents: true })]).toEqual([v, usdCents.format(v)]);
      expect([v, formatNumber(v)]).toEqual([v, plain.format(v)]);
    }
    for (const iso of ['2024-01-01', '2024-02-29', '2026-12-31T23:59:00-08:00', '1999-07-04']) {
      expect(formatDate(iso)).toBe(
        new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
      );
    }
  });
});

describe('lengths of time', () => {
  it('says hours and minutes in words, singular for one', () => {
    expect(formatHours(3)).toBe('3 hours');
    expect(formatHours(1)).toBe('1 hour');
    expect(formatHours(2.5)).toBe('2 hours 30 minutes');
    expect(formatHours(1.25)).toBe('1 hour 15 minutes');
    expect(formatHours(0.75)).toBe('45 minutes');
    expect(formatHours(1 / 60)).toBe('1 minute');
  });
});

describe('an instant on a receipt', () => {
  it('is in the given (the visitor’s) time zone, which it names', () => {
    expect(formatDateTimeWithZone('2026-11-29T03:11:26.000Z', 'America/Chicago')).toBe('Nov 28, 2026, 9:11 PM CST');
    expect(formatDateTimeWithZone('2026-07-01T18:00:00.000Z', 'America/New_York')).toBe('Jul 1, 2026, 2:00 PM EDT');
    expect(formatDateTimeWithZone('not a date')).toBe('Invalid Date');
  });
});
