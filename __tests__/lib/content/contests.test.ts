import { contestSchema, contestsFileSchema } from '@/lib/schemas/contest';
import { getContestContent, getContestsContent } from '@/lib/content/contests';
import { parseContent } from '@/lib/content/read';
import { copyFixtureWith, loadFixture, loadFixtureDir } from '../../fixtures/data-dir';
import { at } from '@/lib/must';

const sample = {
  id: 1,
  title: 'T',
  description: 'D',
  prize: 5000,
  entryFee: 49,
  startDate: '2027-01-01',
  endDate: '2027-01-02',
  category: 'soccer',
  participants: 3,
  image: '/images/x.svg',
  alt: 'A',
  featured: false,
};

describe('contest schema', () => {
  it('accepts a contest and keeps entry fees between $49 and $99', () => {
    expect(contestSchema.parse(sample)).toEqual(sample);
    expect(contestSchema.safeParse({ ...sample, entryFee: 25 }).success).toBe(false);
    expect(contestSchema.safeParse({ ...sample, entryFee: 120 }).success).toBe(false);
  });

  it('refuses an end date before the start date, naming the field', () => {
    expect(() => parseContent('data/contests.json', JSON.stringify({ contests: [{ ...sample, endDate: '2026-12-31' }] }), contestsFileSchema)).toThrow(
      'data/contests.json: contests.0.endDate: endDate must not be before startDate',
    );
  });
});

describe('data/contests.json', () => {
  it('is valid, with entry fees from $49 to $99, at most one featured, soonest first', () => {
    const contests = getContestsContent();
    expect(contests.length).toBeGreaterThan(0);
    for (const c of contests) expect({ id: c.id, fee: c.entryFee >= 49 && c.entryFee <= 99 }).toEqual({ id: c.id, fee: true });
    expect(contests.filter((c) => c.featured).length).toBeLessThanOrEqual(1);
    expect(contests.map((c) => c.startDate)).toEqual([...contests.map((c) => c.startDate)].sort());
    expect(getContestContent(at(contests, 0).id)).toEqual(contests[0]);
  });
});

describe('contest references', () => {
  it('are checked at build: a contest whose category is no sport file names the file and the field', () => {
    const dir = copyFixtureWith('data-sample', 'contests.json', (raw) => (raw.contests[1].category = 'socer'));
    expect(() => loadFixtureDir(dir, getContestsContent)).toThrow(
      'data/contests.json: contests.1.category: unknown category "socer" (expected the name of a file in data/sports or "special-events")',
    );
  });

  it('accept a sport slug and "special-events" (sample data)', () => {
    expect(loadFixture('data-sample', getContestsContent).map((c) => [c.id, c.category])).toEqual([
      [3, 'soccer'],
      [6, 'special-events'],
    ]);
  });
});
