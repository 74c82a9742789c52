import { coveringSample, filterKind, routeSample } from '../e2e/record-sample';

describe('coveringSample', () => {
  const items = [
    { id: 'a', f: ['x'] },
    { id: 'b', f: ['x'] },
    { id: 'c', f: ['y', 'z'] },
    { id: 'd', f: ['z'] },
    { id: 'e', f: ['w'] },
    { id: 'f', f: ['x'] },
  ];
  const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

  it('sees every feature with the first item, the widest additions and the last, in order', () => {
    expect(ids(coveringSample(items, (i) => i.f, 6))).toEqual(['a', 'c', 'e', 'f']);
  });

  it('never takes more than max items, the first one always', () => {
    expect(ids(coveringSample(items, (i) => i.f, 2))).toEqual(['a', 'c']);
    expect(ids(coveringSample(items, (i) => i.f, 1))).toEqual(['a']);
  });

  it('takes the first and last when the items do not differ, and nothing of nothing', () => {
    expect(ids(coveringSample(items, () => [], 4))).toEqual(['a', 'f']);
    expect(coveringSample([], () => ['x'])).toEqual([]);
  });

  it('stays bounded however many items there are', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: String(i), f: [`k${i % 3}`] }));
    const sample = coveringSample(many, (i) => i.f, 5);
    expect(sample.length).toBeLessThanOrEqual(5);
    expect(new Set(sample.flatMap((i) => i.f))).toEqual(new Set(['k0', 'k1', 'k2']));
  });
});

describe('routeSample', () => {
  const table = [
    { route: '/', pattern: '/' },
    { route: '/help/', pattern: '/help/' },
    ...['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((s) => ({ route: `/sports/${s}/`, pattern: '/sports/[slug]/' })),
    { route: '/events/x/', pattern: '/events/[slug]/' },
    { route: '/events/y/', pattern: '/events/[slug]/' },
  ];
  const size: Record<string, number> = { '/sports/c/': 900, '/sports/e/': 10 };
  const sizeOf = (r: string) => size[r] ?? 100;

  it('keeps every fixed page and every page of a small pattern', () => {
    const routes = routeSample(table, sizeOf);
    expect(routes).toEqual(expect.arrayContaining(['/', '/help/', '/events/x/', '/events/y/']));
  });

  it('takes the first, last, fullest and emptiest page of a large pattern, in table order', () => {
    expect(routeSample(table, sizeOf).filter((r) => r.startsWith('/sports/'))).toEqual(['/sports/a/', '/sports/c/', '/sports/e/', '/sports/g/']);
    expect(routeSample(table, sizeOf, 2).filter((r) => r.startsWith('/sports/'))).toEqual(['/sports/a/', '/sports/g/']);
  });

  it('does not grow with the number of records', () => {
    const big = Array.from({ length: 5_000 }, (_, i) => ({ route: `/athletes/${i}/`, pattern: '/athletes/[slug]/' }));
    expect(routeSample(big, () => 1)).toHaveLength(4);
  });
});

describe('filterKind', () => {
  it('names the list and the filters a link sets, not their values', () => {
    expect(filterKind('/schedule/?sport=golf')).toBe('/schedule/?sport');
    expect(filterKind('/schedule/?sport=soccer')).toBe(filterKind('/schedule/?sport=golf'));
    expect(filterKind('/join/?sport=golf&contest=3')).toBe('/join/?contest&sport');
    expect(filterKind('/join/?contest=3')).not.toBe(filterKind('/join/?sport=golf'));
    expect(filterKind('/league/buy-tickets/?sport=golf#x')).toBe('/league/buy-tickets/?sport');
  });

  it('with routeSample, visits at most four links of each kind however many values there are', () => {
    const links = Array.from({ length: 300 }, (_, i) => `/schedule/?sport=s${i}`).concat(['/join/?contest=1', '/join/?contest=2']);
    const sample = routeSample(
      links.map((href) => ({ route: href, pattern: filterKind(href) })),
      (href) => Number(href.split('=s')[1] ?? 0) % 7,
    );
    expect(sample.filter((h) => h.startsWith('/schedule/'))).toHaveLength(4);
    expect(sample).toEqual(expect.arrayContaining(['/schedule/?sport=s0', '/schedule/?sport=s299', '/join/?contest=1', '/join/?contest=2']));
  });
});
