import { alternate, EMPTY_APP, pageRoutes, selectRoutes } from '@/scripts/bench/schedule';

describe('bench schedule', () => {
  it('follows each route run with an empty-app run', () => {
    expect(alternate(['/', '/join/'])).toEqual(['/', EMPTY_APP, '/join/', EMPTY_APP]);
    expect(alternate([])).toEqual([]);
  });

  it('measures every route unless BENCH_ROUTES names some', () => {
    const all = ['/', '/join/', '/sports/soccer/'];
    expect(selectRoutes(all, undefined)).toEqual(all);
    expect(selectRoutes(all, ' ')).toEqual(all);
    expect(selectRoutes(all, '/join/, /')).toEqual(['/join/', '/']);
  });

  it('says which named route the export lacks', () => {
    expect(() => selectRoutes(['/'], '/,/nope/')).toThrow('/nope/');
  });

  it('leaves the not-found pages out of the routes', () => {
    expect(pageRoutes(['/', '/404/', '/_not-found/', '/join/', '/404.html'])).toEqual(['/', '/join/']);
  });
});
