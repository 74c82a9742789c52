import { filterWinners, likeCount } from '@/lib/contests/winners';

const winners = [
  { id: 1, eventName: 'Flag Football Final', winnerName: 'Maya Johnson', category: 'flag-football', description: 'basketball mention' },
  { id: 2, eventName: 'Elite Showdown', winnerName: 'Keisha Brooks', category: 'basketball', description: '' },
];

describe('winner filters', () => {
  it('searches the event or the winner name only', () => {
    expect(filterWinners(winners, 'keisha', 'all').map((w) => w.id)).toEqual([2]);
    expect(filterWinners(winners, 'final', 'all').map((w) => w.id)).toEqual([1]);
    expect(filterWinners(winners, 'basketball mention', 'all')).toEqual([]);
  });

  it('filters by category case-insensitively', () => {
    expect(filterWinners(winners, '', 'BASKETBALL').map((w) => w.id)).toEqual([2]);
  });

  it('is safe with "(" and a 5,000-character query', () => {
    expect(filterWinners(winners, '(', 'all')).toEqual([]);
    expect(filterWinners(winners, 'm'.repeat(5000), 'all')).toEqual([]);
  });

  it("adds this browser's like to the published count", () => {
    expect(likeCount(962, false)).toBe(962);
    expect(likeCount(962, true)).toBe(963);
  });
});
