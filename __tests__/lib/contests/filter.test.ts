import { categoryLabel, categoryOptions, filterContests, foldedCategoryOptions, withCategoryLabels } from '@/lib/contests/filter';

const sports = [
  { slug: 'flag-football', name: 'Flag Football' },
  { slug: 'basketball', name: 'Basketball' },
  { slug: 'soccer', name: 'Soccer' },
];
const contests = [
  { id: 1, title: 'Skills Challenge', description: 'Timed course', category: 'flag-football' },
  { id: 2, title: 'Shootout', description: 'Three-point contest (60 seconds)', category: 'basketball' },
  { id: 3, title: 'Cruise Fitness', description: 'Held at sea', category: 'special-events' },
];

/** The ids of the contests a query and a category keep. */
const ids = (query: string, category = 'all') => filterContests(contests, query, category).map((c) => c.id);

describe('upcoming contest filters', () => {
  it('searches title or description, case-insensitively', () => {
    expect(ids('SHOOT')).toEqual([2]);
    expect(ids('at sea')).toEqual([3]);
    expect(ids('flag-football')).toEqual([]);
  });

  it('filters by category case-insensitively and combines with search', () => {
    expect(ids('', 'Special-Events')).toEqual([3]);
    expect(ids('course', 'basketball')).toEqual([]);
  });

  it('is safe with "(" and a 5,000-character query', () => {
    expect(ids('(60')).toEqual([2]);
    expect(ids('('.repeat(5000))).toEqual([]);
  });

  it('offers the sport slugs found in the data, in sports order, plus special events', () => {
    expect(categoryOptions(contests, sports)).toEqual([
      { value: 'flag-football', label: 'Flag Football' },
      { value: 'basketball', label: 'Basketball' },
      { value: 'special-events', label: 'Special Events' },
    ]);
  });

  it('folds the sports that are not featured: featured ones and Special Events show, the rest wait under More sports', () => {
    const [flagFootball, basketball, soccer] = [sports[0]!, sports[1]!, sports[2]!];
    const withSoccer = [...contests, { id: 4, title: 'Penalty Shootout', description: 'Five kicks', category: 'soccer' }];
    expect(foldedCategoryOptions(withSoccer, { featured: [basketball], more: [flagFootball, soccer] })).toEqual({
      shown: [
        { value: 'basketball', label: 'Basketball' },
        { value: 'special-events', label: 'Special Events' },
      ],
      more: [
        { value: 'flag-football', label: 'Flag Football' },
        { value: 'soccer', label: 'Soccer' },
      ],
    });
    // A featured sport no item names shows no chip; nothing to fold leaves More empty.
    expect(foldedCategoryOptions(contests, { featured: [soccer, flagFootball, basketball], more: [] })).toEqual({
      shown: categoryOptions(contests, sports),
      more: [],
    });
  });

  it('labels a category by its sport name', () => {
    expect(categoryLabel('basketball', sports)).toBe('Basketball');
    expect(categoryLabel('special-events', sports)).toBe('Special Events');
    // Featured or folded, a sport's items carry its name.
    expect(withCategoryLabels(contests, { featured: [sports[1]!], more: [sports[0]!] }).map((c) => [c.id, c.categoryLabel])).toEqual([
      [1, 'Flag Football'],
      [2, 'Basketball'],
      [3, 'Special Events'],
    ]);
  });
});
