import { categoryLabel, categoryOptions, filterContests } from '@/lib/contests/filter';

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

describe('upcoming contest filters', () => {
  it('searches title or description, case-insensitively', () => {
    expect(filterContests(contests, 'SHOOT', 'all').map((c) => c.id)).toEqual([2]);
    expect(filterContests(contests, 'at sea', 'all').map((c) => c.id)).toEqual([3]);
    expect(filterContests(contests, 'flag-football', 'all')).toEqual([]);
  });

  it('filters by category case-insensitively and combines with search', () => {
    expect(filterContests(contests, '', 'Special-Events').map((c) => c.id)).toEqual([3]);
    expect(filterContests(contests, 'course', 'basketball')).toEqual([]);
  });

  it('is safe with "(" and a 5,000-character query', () => {
    expect(filterContests(contests, '(60', 'all').map((c) => c.id)).toEqual([2]);
    expect(filterContests(contests, '('.repeat(5000), 'all')).toEqual([]);
  });

  it('offers the sport slugs found in the data, in sports order, plus special events', () => {
    expect(categoryOptions(contests, sports)).toEqual([
      { value: 'flag-football', label: 'Flag Football' },
      { value: 'basketball', label: 'Basketball' },
      { value: 'special-events', label: 'Special Events' },
    ]);
  });

  it('labels a category by its sport name', () => {
    expect(categoryLabel('basketball', sports)).toBe('Basketball');
    expect(categoryLabel('special-events', sports)).toBe('Special Events');
  });
});
