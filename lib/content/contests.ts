import 'server-only';
import { contestsFileSchema, type Contest } from '@/lib/schemas/contest';
import { readContent, assertUnique } from './read';
import { assertRef } from './refs';
import { assertAtMostOneFeatured } from './rules';
import { getSports } from './sports';
import { categoryLabel } from '@/lib/contests/filter';
import { SPECIAL_EVENTS_CATEGORY } from '@/lib/contests/constants';
import type { JoinContest } from '@/lib/join/query';

/** Categories a contest may name: every sport slug in data/sports plus "special-events". */
export function contestCategories(): string[] {
  return [...getSports().map((s) => s.slug), 'special-events'];
}

/** data/contests.json, validated (ids unique, categories known), sorted by start date then id. */
export function getContestsContent(): Contest[] {
  const { contests } = readContent('contests.json', contestsFileSchema);
  assertUnique('data/contests.json', contests, (c) => c.id, 'contests.id');
  assertAtMostOneFeatured('data/contests.json', contests);
  const categories = new Set(contestCategories());
  contests.forEach((c, i) =>
    assertRef('data/contests.json', `contests.${i}.category`, c.category, categories, 'category', 'the name of a file in data/sports or "special-events"'),
  );
  return [...contests].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
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
