import 'server-only';
import type { AthleteRecord } from '@/lib/schemas/athlete';
import { collections } from './collections';
import { assertCollectionRefs, derivedContent, readCollectionFile } from './read';

/**
 * Athletes (data/athletes.json): one record per person; every other file names her by `id`, and
 * every such reference is checked here, naming the file and the field of a dangling one:
 * `data/site.json: featuredAthletes.1: unknown athlete "sofia" (expected an id in data/athletes.json)`.
 */

/** id -> record. */
export type AthleteIndex = ReadonlyMap<string, AthleteRecord>;

/**
 * Every athlete by id, validated, ids unique. Reads data/athletes.json only (not the sport list), so
 * the sport loader can check its athlete lists with it without an import cycle.
 */
export function athleteIndex(): AthleteIndex {
  return derivedContent('athleteIndex', () => {
    const { athletes } = readCollectionFile(collections.athletes);
    return new Map(athletes.map((a) => [a.id, a]));
  });
}

/** Id -> name of every athlete (a team card names its captain). */
export function athleteNames(): ReadonlyMap<string, string> {
  return derivedContent('athleteNames', () => new Map([...athleteIndex().values()].map((a) => [a.id, a.name])));
}

/** Throw unless every sport an athlete record names (hers, and each result's) is a file in data/sports (the table's references). */
export function assertAthleteSports(): void {
  derivedContent('assertAthleteSports', () => assertCollectionRefs(collections.athletes, readCollectionFile(collections.athletes)));
}

export { athleteView, type AthleteView } from '@/lib/athletes/view';
// The rule is the console's too: it lives in the browser-safe ./rule-refs.
export { assertAthleteRefs } from './rule-refs';
