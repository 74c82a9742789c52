import { entryContests, entryContestUrl, fetchEntryContest, type EntryContest } from '@/lib/contests/entry-contest';
import type { Published } from '@/lib/url/published';

const kept: EntryContest = { id: 3, title: 'Spring Sprint', category: 'track-field', startDate: '2027-03-01', endDate: '2027-03-02', prize: 5000 };
const entry = (contestId: number, contest?: EntryContest) => ({ contestId, ...(contest ? { contest } : {}) });
const json = (status: number, body: unknown) => ({ status, ok: status >= 200 && status < 300, json: async () => body }) as Response;

describe("an entry's contest", () => {
  it('is published beside the contests list', () => {
    expect(entryContestUrl(3)).toBe('/upcoming-contests/3/contest.json');
  });

  it("takes the league's published details over what the entry kept, and the kept ones without an answer", () => {
    const renamed = { ...kept, title: 'Spring Sprint Final', prize: 7500 };
    const found = new Map<number, Published<EntryContest>>([[3, { kind: 'found', record: renamed }]]);
    expect(entryContests([entry(3, kept)], found)).toEqual([renamed]);
    expect(entryContests([entry(3, kept)], new Map())).toEqual([kept]);
    expect(entryContests([entry(3, kept)], new Map([[3, { kind: 'failed' }]]))).toEqual([kept]);
    expect(entryContests([entry(3, kept)], new Map([[3, { kind: 'gone' }]]))).toEqual([kept]);
  });

  it('an older entry without kept details shows once they arrive, each contest once', () => {
    expect(entryContests([entry(3)], new Map())).toEqual([]);
    const found = new Map<number, Published<EntryContest>>([[3, { kind: 'found', record: kept }]]);
    expect(entryContests([entry(3), entry(3, kept)], found)).toEqual([kept]);
  });

  it('fetching checks the file: another contest or a broken shape is no answer, 404 is gone', async () => {
    await expect(fetchEntryContest(3, async () => json(200, kept))).resolves.toEqual({ kind: 'found', record: kept });
    await expect(fetchEntryContest(4, async () => json(200, kept))).resolves.toEqual({ kind: 'failed' });
    await expect(fetchEntryContest(3, async () => json(200, { ...kept, prize: '5000' }))).resolves.toEqual({ kind: 'failed' });
    await expect(fetchEntryContest(3, async () => json(404, null))).resolves.toEqual({ kind: 'gone' });
    await expect(
      fetchEntryContest(3, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toEqual({ kind: 'failed' });
  });
});
