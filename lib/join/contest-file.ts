import { isInt, isNonNegative, isSlug, isString, nullable, shape } from '@/lib/stores/checks';
import { entryContestUrl } from '@/lib/contests/entry-contest';
import { fetchPublished, type Published } from '@/lib/url/published';
import type { JoinContest } from './query';

/**
 * The contest a join link names, read from the file the build publishes for it
 * (`/upcoming-contests/<id>/contest.json`): the page carries no list of contests, so it stays one
 * size however many the league runs. Loaded by the join form only when its link names a contest.
 */
const isJoinContest = shape({
  id: isInt,
  title: isString,
  sport: nullable(isSlug),
  sportName: isString,
  startDate: isString,
  endDate: isString,
  entryFee: isNonNegative,
});

/** One contest's details for the join form; never throws (found, gone: no such contest, or failed). */
export async function fetchJoinContest(id: number, fetchImpl?: typeof fetch): Promise<Published<JoinContest>> {
  return fetchPublished(
    entryContestUrl(id),
    (body) =>
      isJoinContest(body) && body.id === id
        ? { id, title: body.title, sport: body.sport, sportName: body.sportName, startDate: body.startDate, endDate: body.endDate, entryFee: body.entryFee }
        : null,
    fetchImpl,
  );
}
