import { formatDifference, formatKiB, formatMs, formatRatio, median, ratio } from '@/scripts/bench/stats';

describe('bench figures', () => {
  it('takes the middle sample of an odd count, whatever the order', () => {
    expect(median([168, 90, 120, 300, 101])).toBe(120);
  });

  it('takes the mean of the two middle samples of an even count', () => {
    expect(median([10, 40, 20, 30])).toBe(25);
  });

  it('has no median of nothing', () => {
    expect(() => median([])).toThrow('no samples');
  });

  it('compares with the empty app as a ratio, and gives none against zero', () => {
    expect(ratio(300, 150)).toBe(2);
    expect(ratio(0.9, 1)).toBeCloseTo(0.9);
    expect(ratio(40, 0)).toBeNull();
    expect(formatRatio(ratio(40, 0))).toBe('n/a');
    expect(formatRatio(ratio(250, 200))).toBe('1.25x');
  });

  it('writes differences with their sign, times in ms and sizes in KiB', () => {
    expect(formatDifference(12.4)).toBe('+12 ms');
    expect(formatDifference(-3.6)).toBe('-4 ms');
    expect(formatDifference(0.2)).toBe('0 ms');
    expect(formatMs(99.5)).toBe('100 ms');
    expect(formatKiB(2048)).toBe('2 KiB');
  });
});
