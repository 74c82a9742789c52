import 'server-only';
import type { Contest } from '@/lib/schemas/contest';
import { collections } from './collections';
import { assertCollectionRefs, derivedContent, readCollectionFile } from './read';
import { assertAtMostOneFeatured } from './rules';
import { getSports } from './sports';
import { categoryLabel } from '@/lib/contests/filter';
import { SPECIAL_EVENTS_CATEGORY } from '@/lib/contests/constants';
import type { JoinContest } from '@/lib/join/query';
import { entryContestOf, type EntryContest } from '@/lib/contests/entry-contest';

/** data/contests.json, validated (ids unique, categories known: a sport slug or "special-events", as the table says), sorted by start date then id. */
export function getContestsContent(): Contest[] {
  const sorted = derivedContent('contestsSorted', () => {
    const file = readCollectionFile(collections.contests);
    const { contests } = file;
    assertAtMostOneFeatured('data/contests.json', contests);
    assertCollectionRefs(collections.contests, file);
    return [...contests].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  });
  return [...sorted];
}

/** The /upcoming-contests listing reads the same file. */
export const getUpcomingContests = getContestsContent;

export function getContestContent(id: number): Contest | undefined {
  return getContestsContent().find((c) => c.id === id);
}

/** A contest as the join form shows it: sport slug (null for a special event) and its name. */
function joinContestOf(c: Contest, sports = getSports()): JoinContest {
  return {
    id: c.id,
    title: c.title,
    sport: c.category === SPECIAL_EVENTS_CATEGORY ? null : c.category,
    sportName: categoryLabel(c.category, sports),
    startDate: c.startDate,
    endDate: c.endDate,
    entryFee: c.entryFee,
  };
}

/** The contests as the join form shows them (the browser tests read them; the page fetches one at a time). */
export function getJoinContests(): JoinContest[] {
  const sports = getSports();
  return getContestsContent().map((c) => joinContestOf(c, sports));
}

/**
 * One contest as the build publishes it at /upcoming-contests/<id>/contest.json: what an entry keeps
 * (the dashboard reads it) and what the join form shows of the contest a link names.
 */
export function getPublishedContest(id: number): (EntryContest & JoinContest) | undefined {
  const contest = getContestContent(id);
  return contest && { ...entryContestOf(contest), ...joinContestOf(contest) };
}
