import { groupByInitial, initialOf } from '@/lib/sports/index-groups';

describe('the sports index groups', () => {
  it('groups by first letter, A to Z, each group sorted by name whatever the case', () => {
    const groups = groupByInitial([{ name: 'Golf' }, { name: 'archery' }, { name: 'Badminton' }, { name: 'Basketball' }, { name: 'Archery Team' }]);
    expect(groups.map((g) => [g.letter, g.id, g.items.map((i) => i.name)])).toEqual([
      ['A', 'sports-a', ['archery', 'Archery Team']],
      ['B', 'sports-b', ['Badminton', 'Basketball']],
      ['G', 'sports-g', ['Golf']],
    ]);
  });

  it('puts a name that starts with no letter last, under #', () => {
    const groups = groupByInitial([{ name: '3x3 Basketball' }, { name: 'Rugby' }]);
    expect(groups.map((g) => [g.letter, g.id])).toEqual([
      ['R', 'sports-r'],
      ['#', 'sports-other'],
    ]);
  });

  it('reads an accented initial as its letter', () => {
    expect(initialOf('Écarté')).toBe('E');
    expect(initialOf(' tennis')).toBe('T');
  });

  it('has no group for no sports', () => {
    expect(groupByInitial([])).toEqual([]);
  });
});
