import 'server-only';
import type { Contest } from '@/lib/schemas/contest';
import { collections } from './collections';
import { assertCollectionRefs, derivedContent, readCollectionFile } from './read';
import { assertAtMostOneFeatured } from './rules';
import { getSports } from './sports';
import { categoryLabel } from '@/lib/contests/filter';
import { SPECIAL_EVENTS_CATEGORY } from '@/lib/contests/constants';
import type { JoinContest } from '@/lib/join/query';

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

/** The contests as the join form shows them: sport slug (null for a special event) and its name. */
export function getJoinContests(): JoinContest[] {
  const sports = getSports();
  return getContestsContent().map((c) => ({
    id: c.id,
    title: c.title,
    sport: c.category === SPECIAL_EVENTS_CATEGORY ? null : c.category,
    sportName: categoryLabel(c.category, sports),
    startDate: c.startDate,
    endDate: c.endDate,
    entryFee: c.entryFee,
  }));
}
