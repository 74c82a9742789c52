import { checkDelete, referrersOf, valuesAt, type ReferencingCollection } from '@/lib/publishing/references';

const collections: ReferencingCollection[] = [
  { name: 'sports', key: 'slug', records: [{ slug: 'golf' }, { slug: 'polo' }], references: {} },
  {
    name: 'athletes',
    key: 'id',
    records: [
      { id: 'ana', sport: 'golf', rival: 'bea', history: { results: [{ event: 'open-2026' }] } },
      { id: 'bea', sport: 'golf', rival: 'bea' },
    ],
    references: { sport: 'sports', rival: 'athletes', 'history.results[].event': 'events' },
  },
  { name: 'site', records: [{ featuredAthletes: ['ana', 'cat'] }], references: { 'featuredAthletes[]': 'athletes' } },
];

describe('reference-aware delete', () => {
  it('reads values through nested objects and lists', () => {
    expect(valuesAt({ a: [{ b: { c: 1 } }, { b: { c: 2 } }, { b: {} }] }, 'a[].b.c')).toEqual([1, 2]);
    expect(valuesAt({ tags: ['x', 'y'] }, 'tags')).toEqual(['x', 'y']);
  });

  it('refuses to delete a record others refer to and names each referring record and field', () => {
    const check = checkDelete('sports', 'golf', collections);
    expect(check).toEqual({
      ok: false,
      referrers: [
        { collection: 'athletes', key: 'ana', field: 'sport' },
        { collection: 'athletes', key: 'bea', field: 'sport' },
      ],
      message: 'sports golf cannot be deleted while other records refer to it: athletes ana (sport), athletes bea (sport).',
    });
  });

  it('finds references in lists, in single-record files and in nested fields, but not a record naming itself', () => {
    expect(referrersOf('athletes', 'ana', collections)).toEqual([{ collection: 'site', key: 'site', field: 'featuredAthletes[]' }]);
    expect(referrersOf('athletes', 'bea', collections)).toEqual([{ collection: 'athletes', key: 'ana', field: 'rival' }]);
    expect(referrersOf('events', 'open-2026', collections)).toEqual([{ collection: 'athletes', key: 'ana', field: 'history.results[].event' }]);
  });

  it('allows deleting a record nothing refers to', () => {
    expect(checkDelete('sports', 'polo', collections)).toEqual({ ok: true });
  });
});
