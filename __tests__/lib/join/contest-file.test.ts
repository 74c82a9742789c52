import { fetchJoinContest } from '@/lib/join/contest-file';
import { fetchEntryContest } from '@/lib/contests/entry-contest';

/** A contest's file as the build publishes it: the entry's part and the join form's part. */
const published = {
  id: 3,
  title: 'Spring Sprint',
  category: 'track-field',
  startDate: '2027-03-01',
  endDate: '2027-03-02',
  prize: 5000,
  sport: 'track-field',
  sportName: 'Track & Field',
  entryFee: 25,
};
const joinPart = {
  id: 3,
  title: 'Spring Sprint',
  sport: 'track-field',
  sportName: 'Track & Field',
  startDate: '2027-03-01',
  endDate: '2027-03-02',
  entryFee: 25,
};
const json = (status: number, body: unknown) => ({ status, ok: status >= 200 && status < 300, json: async () => body }) as Response;

describe('the contest a join link names, read from its published file', () => {
  it("takes the join form's part of the file, asked at the contest's own address", async () => {
    const asked: string[] = [];
    const answer = await fetchJoinContest(3, async (url) => {
      asked.push(String(url));
      return json(200, published);
    });
    expect(answer).toEqual({ kind: 'found', record: joinPart });
    expect(asked).toEqual(['/upcoming-contests/3/contest.json']);
  });

  it('reads a special event (no sport) as found', async () => {
    await expect(
      fetchJoinContest(3, async () => json(200, { ...published, category: 'special-events', sport: null, sportName: 'Special Events' })),
    ).resolves.toEqual({
      kind: 'found',
      record: { ...joinPart, sport: null, sportName: 'Special Events' },
    });
  });

  it('is gone on 404, and failed on another contest, a broken shape, another status or no answer', async () => {
    await expect(fetchJoinContest(3, async () => json(404, null))).resolves.toEqual({ kind: 'gone' });
    await expect(fetchJoinContest(4, async () => json(200, published))).resolves.toEqual({ kind: 'failed' });
    await expect(fetchJoinContest(3, async () => json(200, { ...published, entryFee: '25' }))).resolves.toEqual({ kind: 'failed' });
    await expect(fetchJoinContest(3, async () => json(200, { ...published, sport: '<b>x' }))).resolves.toEqual({ kind: 'failed' });
    await expect(fetchJoinContest(3, async () => json(500, published))).resolves.toEqual({ kind: 'failed' });
    await expect(
      fetchJoinContest(3, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toEqual({ kind: 'failed' });
  });

  it("the dashboard reads the entry's part of the same file", async () => {
    await expect(fetchEntryContest(3, async () => json(200, published))).resolves.toEqual({
      kind: 'found',
      record: { id: 3, title: 'Spring Sprint', category: 'track-field', startDate: '2027-03-01', endDate: '2027-03-02', prize: 5000 },
    });
  });
});
