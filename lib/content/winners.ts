import 'server-only';
import type { Winner } from '@/lib/schemas/winner';
import { collectionLabel, collections } from './collections';
import { collectionKeys, derivedContent, readCollectionFile } from './read';
import { assertAtMostOneFeatured } from './rules';
import { athleteIndex } from './athletes';
import { assertWinnerRules } from './rule-refs';
import { joinNames } from '@/lib/athletes/figures';
import { BUILD_TIME } from '@/lib/time/phase';

const LABEL = collectionLabel(collections.winners);

/** Winners, most recent event first (ties by id). */
export function getWinners(): Winner[] {
  const sorted = derivedContent('winners', () => {
    const { winners } = readCollectionFile(collections.winners);
    assertAtMostOneFeatured(LABEL, winners);
    const athletes = athleteIndex();
    assertWinnerRules(LABEL, winners, athletes, collectionKeys(collections.sports), BUILD_TIME);
    return winners
      .map((w) => {
        const people = w.athletes.map((id) => ({ id, name: athletes.get(id)!.name }));
        return { ...w, people, winnerName: joinNames(people.map((p) => p.name)) };
      })
      .sort((a, b) => b.eventDate.localeCompare(a.eventDate) || a.id - b.id);
  });
  return [...sorted];
}
