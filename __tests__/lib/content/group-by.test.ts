import { groupBy } from '@/lib/content/group-by';

describe('groupBy', () => {
  const events = [
    { id: 1, athletes: ['ana', 'bea'] },
    { id: 2, athletes: ['bea'] },
    { id: 3, athletes: [] },
    { id: 4, athletes: ['ana', 'ana'] },
  ];

  it('puts each record under every key it names, in the records’ order', () => {
    const index = groupBy(events, (e) => e.athletes);
    expect(index.get('ana')?.map((e) => e.id)).toEqual([1, 4]);
    expect(index.get('bea')?.map((e) => e.id)).toEqual([1, 2]);
  });

  it('lists a record once under a key it names twice, and has no group for a key no record names', () => {
    const index = groupBy(events, (e) => e.athletes);
    expect(index.get('ana')?.filter((e) => e.id === 4)).toHaveLength(1);
    expect(index.has('cleo')).toBe(false);
    expect([...index.keys()].sort()).toEqual(['ana', 'bea']);
  });

  it('gives the same groups as filtering every record for the key', () => {
    const index = groupBy(events, (e) => e.athletes);
    for (const id of ['ana', 'bea']) expect(index.get(id)).toEqual(events.filter((e) => e.athletes.includes(id)));
  });
});
