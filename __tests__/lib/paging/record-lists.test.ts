import { capList, cappedCount, RECORD_LIST_CAP } from '@/lib/paging/record-lists';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('a record page’s capped lists', () => {
  it('show the first records up to the cap, in their order, and count them all', () => {
    const c = capList('events', numbers(41));
    expect(c.shown).toEqual(numbers(RECORD_LIST_CAP.events));
    expect(c.total).toBe(41);
    expect(cappedCount(c)).toBe(`Showing ${RECORD_LIST_CAP.events} of 41`);
  });

  it('show a list at or under the cap whole, with no count', () => {
    for (const n of [0, 1, RECORD_LIST_CAP.athletes]) {
      const c = capList('athletes', numbers(n));
      expect(c.shown).toEqual(numbers(n));
      expect(cappedCount(c)).toBeNull();
    }
  });

  it('cut one past the cap and write large counts as the site writes numbers', () => {
    const c = capList('articles', numbers(RECORD_LIST_CAP.articles + 1));
    expect(c.shown).toHaveLength(RECORD_LIST_CAP.articles);
    expect(cappedCount({ shown: c.shown, total: 12_345 })).toBe(`Showing ${RECORD_LIST_CAP.articles} of 12,345`);
  });

  it('do not change the list they are given', () => {
    const items = numbers(20);
    capList('athletes', items);
    expect(items).toEqual(numbers(20));
  });
});
