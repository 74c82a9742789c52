import { tabAthletes } from '@/lib/sports/tab-athletes';

describe('the athletes a sport page’s Athletes tab lists', () => {
  const all = [
    { id: 'a', sport: 'soccer' },
    { id: 'b', sport: 'tennis' },
    { id: 'c', sport: 'soccer' },
  ];

  it('lists the ones its file picks, in the file’s order', () => {
    expect(tabAthletes('soccer', ['c', 'a'], all).map((a) => a.id)).toEqual(['c', 'a']);
  });

  it('lists every athlete who plays the sport when its file picks none, in the records’ order', () => {
    expect(tabAthletes('soccer', [], all).map((a) => a.id)).toEqual(['a', 'c']);
    expect(tabAthletes('golf', [], all)).toEqual([]);
  });
});
