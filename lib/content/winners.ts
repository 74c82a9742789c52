import 'server-only';
import type { Winner } from '@/lib/schemas/winner';
import { collectionLabel, collections } from './collections';
import { readCollectionFile } from './read';
import { assertAtMostOneFeatured, assertCategory } from './rules';
import { assertAthleteRefs, athleteIndex } from './athletes';
import { joinNames } from '@/lib/athletes/figures';
import { SPECIAL_EVENTS_CATEGORY } from '@/lib/contests/constants';

const LABEL = collectionLabel(collections.winners);

/** Winners, most recent event first (ties by id). */
export function getWinners(): Winner[] {
  const { winners } = readCollectionFile(collections.winners);
  assertAtMostOneFeatured(LABEL, winners);
  winners.forEach((w, i) => assertCategory(`${LABEL}: winners`, i, w.category));
  const athletes = athleteIndex();
  // A sport's winners play that sport; a special event (a gala, a dance-off) is open to athletes of any sport.
  winners.forEach((w, i) =>
    assertAthleteRefs(
      LABEL,
      `winners.${i}.athletes`,
      w.athletes,
      athletes,
      w.category === SPECIAL_EVENTS_CATEGORY ? undefined : { slug: w.category, why: "a sport's winners play that sport" },
    ),
  );
  return winners
    .map((w) => ({ ...w, winnerName: joinNames(w.athletes.map((id) => athletes.get(id)!.name)) }))
    .sort((a, b) => b.eventDate.localeCompare(a.eventDate) || a.id - b.id);
}
