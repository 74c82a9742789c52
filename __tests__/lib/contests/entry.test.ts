import { contestPhase, contestWindow, entryClosedLabel, isEntryOpen, splitPastContests } from '@/lib/contests/entry';

const contest = { startDate: '2027-01-16', endDate: '2027-01-17' };
const { startMs, endMs } = contestWindow(contest);

describe('contest entry by the visitor clock', () => {
  it('starts when the first day begins in UTC+14 and ends when the last day ends in UTC-12', () => {
    expect(new Date(startMs).toISOString()).toBe('2027-01-15T10:00:00.000Z');
    expect(new Date(endMs).toISOString()).toBe('2027-01-18T12:00:00.000Z');
  });

  it('is open until the start and closed from the start on', () => {
    expect(isEntryOpen(contest, startMs - 1)).toBe(true);
    expect(isEntryOpen(contest, startMs)).toBe(false);
    expect(isEntryOpen(contest, endMs + 86_400_000)).toBe(false);
  });

  it('is under way between start and end, then ended', () => {
    expect(contestPhase(contest, startMs - 1)).toBe('upcoming');
    expect(contestPhase(contest, startMs)).toBe('live');
    expect(contestPhase(contest, endMs - 1)).toBe('live');
    expect(contestPhase(contest, endMs)).toBe('ended');
    expect(entryClosedLabel('live')).toMatch(/entry closed/i);
    expect(entryClosedLabel('ended')).toMatch(/^Ended/);
  });

  it('a one-day contest is still under way for the whole of its day somewhere', () => {
    const oneDay = { startDate: '2027-01-16', endDate: '2027-01-16' };
    expect(contestPhase(oneDay, Date.parse('2027-01-16T23:59:00Z'))).toBe('live');
    expect(contestPhase(oneDay, Date.parse('2027-01-17T12:00:00Z'))).toBe('ended');
  });

  it('splits contests over at a given instant from the rest, keeping their order', () => {
    const list = [
      { id: 1, startDate: '2027-01-01', endDate: '2027-01-01' },
      { id: 2, startDate: '2027-01-10', endDate: '2027-01-20' },
      { id: 3, startDate: '2027-02-01', endDate: '2027-02-01' },
    ];
    const { current, past } = splitPastContests(list, Date.parse('2027-01-15T00:00:00Z'));
    expect(current.map((c) => c.id)).toEqual([2, 3]);
    expect(past.map((c) => c.id)).toEqual([1]);
  });
});
