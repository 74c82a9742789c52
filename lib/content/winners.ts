import { winnersFileSchema, type Winner } from '@/lib/schemas/winner';
import { assertUnique, readContent } from './read';
import { assertAtMostOneFeatured, assertCategory } from './rules';

const LABEL = 'data/winners.json';

/** Winners, most recent event first (ties by id). */
export function getWinners(): Winner[] {
  const { winners } = readContent('winners.json', winnersFileSchema);
  assertUnique(LABEL, winners, (w) => w.id, 'winners.id');
  assertAtMostOneFeatured(LABEL, winners);
  winners.forEach((w, i) => assertCategory(`${LABEL}: winners`, i, w.category));
  return [...winners].sort((a, b) => b.eventDate.localeCompare(a.eventDate) || a.id - b.id);
}
