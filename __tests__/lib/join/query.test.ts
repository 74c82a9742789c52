import { afterJoinPath, contestIdOf, parseJoinQuery, type ContestLookup } from '@/lib/join/query';

type C = { id: number; sport: string | null };
const contests: C[] = [
  { id: 2, sport: 'basketball' },
  { id: 6, sport: null },
];
const base = { sportSlugs: ['basketball', 'soccer'], interestEventIds: [1, 2, 3] };
/** What the page learnt of the contest the link names: here, looked up in `contests` as the build publishes them. */
const lookupOf = (search: string): ContestLookup<C> => {
  const id = contestIdOf(search);
  const found = contests.find((c) => c.id === id);
  return found ? { kind: 'found', record: found } : { kind: 'gone' };
};
const parse = (search: string, known = base) => parseJoinQuery(search, { ...known, contest: lookupOf(search) });

describe('the join form link', () => {
  it('names nothing when there is no query', () => {
    expect(parse('')).toEqual({ contest: { kind: 'none' }, sport: null, pendingSport: null, event: null, unknownEvent: null });
  });

  it('finds a contest by its own id and chooses its sport', () => {
    expect(parse('?contest=2')).toMatchObject({ contest: { kind: 'found', contest: contests[0] }, sport: 'basketball', event: null });
  });

  it('never reads a contest id as an interest event, nor an event id as a contest', () => {
    expect(parse('?contest=2').event).toBeNull();
    expect(parse('?event=2')).toMatchObject({ contest: { kind: 'none' }, event: 2 });
  });

  it("prefers the contest's sport to a ?sport= of another sport, and keeps ?sport= for a special event", () => {
    expect(parse('?contest=2&sport=soccer').sport).toBe('basketball');
    expect(parse('?contest=6&sport=soccer')).toMatchObject({ contest: { kind: 'found' }, sport: 'soccer' });
    expect(parse('?contest=6').sport).toBeNull();
  });

  it('reports an unknown or malformed contest id with the value given, cut to 40 characters', () => {
    expect(parse('?contest=99').contest).toEqual({ kind: 'unknown', value: '99' });
    expect(parse('?contest=02').contest).toEqual({ kind: 'unknown', value: '02' });
    expect(parse('?contest=%3Cb%3Ex').contest).toEqual({ kind: 'unknown', value: '<b>x' });
    const long = parse(`?contest=${'x'.repeat(500)}`).contest;
    expect(long).toEqual({ kind: 'unknown', value: `${'x'.repeat(40)}…` });
    expect(parse('?contest=').contest).toEqual({ kind: 'none' });
  });

  it('chooses no sport the page does not know, and reports an unknown interest event', () => {
    expect(parse('?sport=webcam&event=9')).toMatchObject({ contest: { kind: 'none' }, sport: null, event: null, unknownEvent: '9' });
    expect(parse('?sport=soccer&event=3')).toMatchObject({ sport: 'soccer', pendingSport: null, event: 3, unknownEvent: null });
  });

  it('asks for a look-up of a slug-shaped ?sport= the page does not carry, and of nothing else', () => {
    expect(parse('?sport=webcam').pendingSport).toBe('webcam');
    expect(parse('?sport=soccer').pendingSport).toBeNull();
    expect(parse('?contest=2&sport=webcam').pendingSport).toBeNull();
    for (const odd of ['', 'Soccer', '<b>x', '../x', 'a--b', 'x'.repeat(101)]) expect(parse(`?sport=${encodeURIComponent(odd)}`).pendingSport).toBeNull();
    expect(parse('?sport=webcam', { ...base, sportSlugs: [...base.sportSlugs, 'webcam'] })).toMatchObject({ sport: 'webcam', pendingSport: null });
  });
});

describe('the contest a join link names', () => {
  it('is looked up by its own id, written plainly, and by nothing else', () => {
    expect(contestIdOf('?contest=2')).toBe(2);
    expect(contestIdOf('?contest=%202')).toBe(2);
    for (const odd of ['', '?contest=', '?contest=02', '?contest=2.0', '?contest=-2', '?contest=x', '?event=2']) expect(contestIdOf(odd)).toBeNull();
  });

  it('reads as loading until its details come, then found, not found (gone), or failed', () => {
    const with_ = (contest: ContestLookup<C>) => parseJoinQuery('?contest=2&sport=soccer', { ...base, contest });
    expect(with_('loading')).toMatchObject({ contest: { kind: 'loading' }, sport: 'soccer' });
    expect(with_({ kind: 'found', record: contests[0]! })).toMatchObject({ contest: { kind: 'found', contest: contests[0] }, sport: 'basketball' });
    expect(with_({ kind: 'gone' }).contest).toEqual({ kind: 'unknown', value: '2' });
    expect(with_({ kind: 'failed' }).contest).toEqual({ kind: 'failed' });
    // An answer about another contest (the link changed meanwhile) is not taken for this one.
    expect(with_({ kind: 'found', record: contests[1]! }).contest).toEqual({ kind: 'failed' });
    // A malformed id is not found whatever the page learnt, and no id names no contest.
    expect(parseJoinQuery('?contest=abc', { ...base, contest: 'loading' }).contest).toEqual({ kind: 'unknown', value: 'abc' });
    expect(parseJoinQuery('?sport=soccer', { ...base, contest: 'loading' }).contest).toEqual({ kind: 'none' });
  });
});

describe('after joining', () => {
  it("goes to the contest's entry payment, or to the dashboard without a contest", () => {
    expect(afterJoinPath(4)).toBe('/upcoming-contests/?enter=4');
    expect(afterJoinPath(null)).toBe('/user/dashboard/');
  });
});
