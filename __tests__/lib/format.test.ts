import { formatDate, formatNumber, formatUSD, truncate } from '@/lib/format';

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
  it('cuts long text at the limit and adds an ellipsis', () => {
    expect(truncate('a'.repeat(130), 120)).toBe(`${'a'.repeat(120)}...`);
    expect(truncate('short', 120)).toBe('short');
  });
});
