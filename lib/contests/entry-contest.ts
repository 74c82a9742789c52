import { isInt, isNonNegative, isString, shape, type Checked } from '@/lib/stores/checks';
import { assetPath } from '@/lib/url/paths';
import { fetchPublished, type Published } from '@/lib/url/published';

/**
 * What the athlete's dashboard shows of a contest she entered: title, sport, dates and prize pool.
 * Written into the entry when she enters, and published per contest at
 * `/upcoming-contests/<id>/contest.json` so the dashboard shows the league's current details. No
 * browser bundle carries data/contests.json: a league of many contests would ship all of them to
 * every athlete.
 */
export const isEntryContest = shape({
  id: isInt,
  title: isString,
  category: isString,
  startDate: isString,
  endDate: isString,
  prize: isNonNegative,
});
export type EntryContest = Checked<typeof isEntryContest>;

/** The entry's part of a contest record. */
export function entryContestOf({ id, title, category, startDate, endDate, prize }: EntryContest): EntryContest {
  return { id, title, category, startDate, endDate, prize };
}

/** Where the build publishes one contest's details (written by app/upcoming-contests/[id]/contest.json). */
export function entryContestUrl(id: number): string {
  return assetPath(`/upcoming-contests/${id}/contest.json`);
}

/** Asks the build for one contest's published details; never throws. */
export function fetchEntryContest(id: number, fetchImpl?: typeof fetch): Promise<Published<EntryContest>> {
  // The file also carries what the join form shows (sport name, entry fee): the entry keeps its own part.
  return fetchPublished(entryContestUrl(id), (body) => (isEntryContest(body) && body.id === id ? entryContestOf(body) : null), fetchImpl);
}

/**
 * The contests behind a set of entries, for the dashboard: the league's published details where they
 * came, else what the entry kept when it was made. An entry with neither (an older entry whose contest
 * could not be read) is left out until its details arrive.
 */
export function entryContests(
  entries: readonly { contestId: number; contest?: EntryContest }[],
  published: ReadonlyMap<number, Published<EntryContest>>,
): EntryContest[] {
  const byId = new Map<number, EntryContest>();
  for (const e of entries) {
    const answer = published.get(e.contestId);
    const contest = answer?.kind === 'found' ? answer.record : e.contest;
    if (contest && !byId.has(e.contestId)) byId.set(e.contestId, contest);
  }
  return [...byId.values()];
}
