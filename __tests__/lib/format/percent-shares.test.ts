import { wholePercents } from '@/lib/format/percent-shares';

describe('whole percentages that add up to 100', () => {
  it('gives the leftover points to the largest remainders', () => {
    expect(wholePercents([6, 1, 1])).toEqual([75, 13, 12]);
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercents([1, 1])).toEqual([50, 50]);
    expect(wholePercents([2, 1, 1, 0])).toEqual([50, 25, 25, 0]);
  });

  it('always sums to 100 when anything is counted', () => {
    for (const counts of [[7, 3, 3, 1], [1, 2, 3, 4, 5, 6, 7], [999, 1], [1]]) expect(wholePercents(counts).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('is all zeros when nothing is counted', () => {
    expect(wholePercents([0, 0])).toEqual([0, 0]);
    expect(wholePercents([])).toEqual([]);
  });
});
