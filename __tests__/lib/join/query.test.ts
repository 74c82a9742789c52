import { afterJoinPath, parseJoinQuery } from '@/lib/join/query';

const contests = [
  { id: 2, sport: 'basketball' },
  { id: 6, sport: null },
];
const known = { contests, sportSlugs: ['basketball', 'soccer'], interestEventIds: [1, 2, 3] };

describe('the join form link', () => {
  it('names nothing when there is no query', () => {
    expect(parseJoinQuery('', known)).toEqual({ contest: { kind: 'none' }, sport: null, pendingSport: null, event: null, unknownEvent: null });
  });

  it('finds a contest by its own id and chooses its sport', () => {
    expect(parseJoinQuery('?contest=2', known)).toMatchObject({ contest: { kind: 'found', contest: contests[0] }, sport: 'basketball', event: null });
  });

  it('never reads a contest id as an interest event, nor an event id as a contest', () => {
    expect(parseJoinQuery('?contest=2', known).event).toBeNull();
    expect(parseJoinQuery('?event=2', known)).toMatchObject({ contest: { kind: 'none' }, event: 2 });
  });

  it("prefers the contest's sport to a ?sport= of another sport, and keeps ?sport= for a special event", () => {
    expect(parseJoinQuery('?contest=2&sport=soccer', known).sport).toBe('basketball');
    expect(parseJoinQuery('?contest=6&sport=soccer', known)).toMatchObject({ contest: { kind: 'found' }, sport: 'soccer' });
    expect(parseJoinQuery('?contest=6', known).sport).toBeNull();
  });

  it('reports an unknown or malformed contest id with the value given, cut to 40 characters', () => {
    expect(parseJoinQuery('?contest=99', known).contest).toEqual({ kind: 'unknown', value: '99' });
    expect(parseJoinQuery('?contest=02', known).contest).toEqual({ kind: 'unknown', value: '02' });
    expect(parseJoinQuery('?contest=%3Cb%3Ex', known).contest).toEqual({ kind: 'unknown', value: '<b>x' });
    const long = parseJoinQuery(`?contest=${'x'.repeat(500)}`, known).contest;
    expect(long).toEqual({ kind: 'unknown', value: `${'x'.repeat(40)}…` });
    expect(parseJoinQuery('?contest=', known).contest).toEqual({ kind: 'none' });
  });

  it('chooses no sport the page does not know, and reports an unknown interest event', () => {
    expect(parseJoinQuery('?sport=webcam&event=9', known)).toMatchObject({ contest: { kind: 'none' }, sport: null, event: null, unknownEvent: '9' });
    expect(parseJoinQuery('?sport=soccer&event=3', known)).toMatchObject({ sport: 'soccer', pendingSport: null, event: 3, unknownEvent: null });
  });

  it('asks for a look-up of a slug-shaped ?sport= the page does not carry, and of nothing else', () => {
    expect(parseJoinQuery('?sport=webcam', known).pendingSport).toBe('webcam');
    expect(parseJoinQuery('?sport=soccer', known).pendingSport).toBeNull();
    expect(parseJoinQuery('?contest=2&sport=webcam', known).pendingSport).toBeNull();
    for (const odd of ['', 'Soccer', '<b>x', '../x', 'a--b', 'x'.repeat(101)])
      expect(parseJoinQuery(`?sport=${encodeURIComponent(odd)}`, known).pendingSport).toBeNull();
    expect(parseJoinQuery('?sport=webcam', { ...known, sportSlugs: [...known.sportSlugs, 'webcam'] })).toMatchObject({ sport: 'webcam', pendingSport: null });
  });
});

describe('after joining', () => {
  it("goes to the contest's entry payment, or to the dashboard without a contest", () => {
    expect(afterJoinPath(4)).toBe('/upcoming-contests/?enter=4');
    expect(afterJoinPath(null)).toBe('/user/dashboard/');
  });
});
