import { kindOfRoute, ROUTE_KINDS } from '@/lib/search/kinds';

describe('the kind a page is searched as', () => {
  it('names record pages by their route', () => {
    expect(kindOfRoute('/sports/soccer/')).toBe('Sport');
    expect(kindOfRoute('/events/summer-games/')).toBe('Event');
    expect(kindOfRoute('/recap-news/a-record-season/')).toBe('Article');
    expect(kindOfRoute('/athletes/maya-lopez/')).toBe('Athlete');
    expect(kindOfRoute('/teams/austin-blaze/')).toBe('Team');
    expect(kindOfRoute('/buy-tickets/12/')).toBe('Ticketed event');
  });

  it('calls every other page a Page, lists included', () => {
    expect(kindOfRoute('/')).toBe('Page');
    expect(kindOfRoute('/sports/')).toBe('Page');
    expect(kindOfRoute('/recap-news/')).toBe('Page');
    expect(kindOfRoute('/how-it-works/')).toBe('Page');
    expect(kindOfRoute('/sports/soccer/extra/')).toBe('Page');
  });

  it('leaves out personal, form-only and error pages, and the further pages of a paged list', () => {
    for (const route of ['/admin/dashboard/', '/admin/login/', '/user/dashboard/', '/my-orders/', '/my-tickets/', '/join/', '/search/', '/404.html', '/404']) {
      expect([route, kindOfRoute(route)]).toEqual([route, null]);
    }
    expect(kindOfRoute('/recap-news/page/2/')).toBeNull();
    expect(kindOfRoute('/athletes/page/10/')).toBeNull();
    expect(kindOfRoute('/buy-tickets/page/2/')).toBeNull();
  });

  it('takes the first line that matches, so a new kind is one line of the table', () => {
    const table = [
      ['/schedule/', 'Page'],
      ['/teams/*/', 'Sport'],
      ['/teams/**', null],
    ] as const;
    expect(kindOfRoute('/teams/blue/', table)).toBe('Sport');
    expect(kindOfRoute('/teams/blue/roster/', table)).toBeNull();
    expect(kindOfRoute('/elsewhere/', table)).toBe('Page');
    expect(ROUTE_KINDS.length).toBeGreaterThan(0);
  });
});
