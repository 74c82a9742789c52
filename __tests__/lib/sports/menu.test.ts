import { ALL_SPORTS_LINK, sportMenuLinks } from '@/lib/sports/menu';

describe('the sport menus', () => {
  it('list the featured sports in their order, then All sports', () => {
    expect(
      sportMenuLinks([
        { id: 9, slug: 'tennis', name: 'Tennis' },
        { id: 1, slug: 'flag-football', name: 'Flag Football' },
      ]),
    ).toEqual([
      { href: '/sports/tennis/', label: 'Tennis' },
      { href: '/sports/flag-football/', label: 'Flag Football' },
      { href: '/sports/', label: 'All sports' },
    ]);
  });

  it('still lead to every sport when none is featured', () => {
    expect(sportMenuLinks([])).toEqual([ALL_SPORTS_LINK]);
  });
});
