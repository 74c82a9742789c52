import type { Contest, ContestsFile } from '@/lib/schemas/contest';
// The build validates this file (lib/content/contests.ts, called by the pages that list contests);
// here the browser only reads it.
import contestsFile from '@/data/contests.json';

const contests: readonly Contest[] = (contestsFile as ContestsFile).contests;

/** Every contest in data/contests.json. */
export function getContests(): Contest[] {
  return [...contests];
}

/** One contest by id, or undefined. */
export function getContest(id: number): Contest | undefined {
  return contests.find((c) => c.id === id);
}
