import { contestsFileSchema, type Contest } from '@/lib/schemas/contest';
import { readContent, assertUnique } from './read';
import { assertAtMostOneFeatured } from './rules';
import { getSports } from './sports';

/** Categories a contest may name: every sport slug in data/sports plus "special-events" (decisions §1). */
export function contestCategories(): string[] {
  return [...getSports().map((s) => s.slug), 'special-events'];
}

/** data/contests.json, validated (ids unique, categories known), sorted by start date then id. */
export function getContestsContent(): Contest[] {
  const { contests } = readContent('contests.json', contestsFileSchema);
  assertUnique('data/contests.json', contests, (c) => c.id, 'contests.id');
  assertAtMostOneFeatured('data/contests.json', contests);
  const categories = new Set(contestCategories());
  contests.forEach((c, i) => {
    if (!categories.has(c.category)) {
      throw new Error(`data/contests.json: contests.${i}.category: unknown category "${c.category}" (expected a sport slug or "special-events")`);
    }
  });
  return [...contests].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
}

/** The /upcoming-contests listing reads the same file. */
export const getUpcomingContests = getContestsContent;

export function getContestContent(id: number): Contest | undefined {
  return getContestsContent().find((c) => c.id === id);
}
