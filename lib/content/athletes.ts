import 'server-only';
import type { AthleteRecord } from '@/lib/schemas/athlete';
import { collections, keysWhere } from './collections';
import { assertCollectionRefs, readCollectionFile } from './read';
import { assertRef } from './refs';

/**
 * Athletes (data/athletes.json): one record per person; every other file names her by `id`, and
 * every such reference is checked here, naming the file and the field of a dangling one:
 * `data/site.json: featuredAthletes.1: unknown athlete "sofia" (expected an id in data/athletes.json)`.
 */

const WHERE = keysWhere(collections.athletes);

/** id -> record. */
export type AthleteIndex = ReadonlyMap<string, AthleteRecord>;

/**
 * Every athlete by id, validated, ids unique. Reads data/athletes.json only (not the sport list), so
 * the sport loader can check its athlete lists with it without an import cycle.
 */
export function athleteIndex(): AthleteIndex {
  const { athletes } = readCollectionFile(collections.athletes);
  return new Map(athletes.map((a) => [a.id, a]));
}

/**
 * Throw unless every id names an athlete (`<label>: <field>.<i>: unknown athlete ...`) and, when
 * `sport` is given, an athlete of that sport: a sport's athletes are of that sport.
 */
export function assertAthleteRefs(label: string, field: string, ids: readonly string[], index: AthleteIndex, sport?: { slug: string; why: string }): void {
  const keys = new Set(index.keys());
  ids.forEach((id, i) => {
    const at = `${field}.${i}`;
    assertRef(label, at, id, keys, 'athlete', WHERE);
    const athlete = index.get(id)!;
    if (sport && athlete.sport !== sport.slug) {
      throw new Error(`${label}: ${at}: athlete "${id}" plays ${athlete.sport}, not ${sport.slug} (${sport.why})`);
    }
  });
}

/** Throw unless every sport an athlete record names (hers, and each result's) is a file in data/sports (the table's references). */
export function assertAthleteSports(): void {
  assertCollectionRefs(collections.athletes, readCollectionFile(collections.athletes));
}

export { athleteView, type AthleteView } from '@/lib/athletes/view';
