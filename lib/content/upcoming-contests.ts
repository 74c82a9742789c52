import { upcomingContestsFileSchema, type UpcomingContest } from '@/lib/schemas/upcoming-contest';
import { assertUnique, readContent } from './read';
import { assertAtMostOneFeatured, assertCategory } from './rules';

const LABEL = 'data/upcoming-contests.json';

/** Upcoming contests, soonest first (ties by id); categories and dates checked. */
export function getUpcomingContests(): UpcomingContest[] {
  const { contests } = readContent('upcoming-contests.json', upcomingContestsFileSchema);
  assertUnique(LABEL, contests, (c) => c.id, 'contests.id');
  assertAtMostOneFeatured(LABEL, contests);
  contests.forEach((c, i) => {
    assertCategory(`${LABEL}: contests`, i, c.category);
    if (c.endDate < c.startDate) throw new Error(`${LABEL}: contests.${i}.endDate: ends before it starts`);
  });
  return [...contests].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
}
