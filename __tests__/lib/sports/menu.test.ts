import { ALL_SPORTS_LINK, sportMenuLinks, splitFeatured } from '@/lib/sports/menu';

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

describe("a list's sport filter", () => {
  const sports = [
    { slug: 'soccer', name: 'Soccer' },
    { slug: 'archery', name: 'Archery' },
    { slug: 'tennis', name: 'Tennis' },
    { slug: 'darts', name: 'Darts' },
  ];

  it('shows the featured sports among its own and folds the rest, each in the list’s order', () => {
    expect(splitFeatured(sports, ['tennis', 'golf', 'soccer'])).toEqual({
      featured: [sports[0], sports[2]],
      more: [sports[1], sports[3]],
    });
  });

  it('folds every sport when none of the list’s is featured, and nothing when all are', () => {
    expect(splitFeatured(sports, [])).toEqual({ featured: [], more: sports });
    expect(splitFeatured(sports, new Set(sports.map((s) => s.slug)))).toEqual({ featured: sports, more: [] });
  });
});
