import 'server-only';
import type { InterestEvent } from '@/lib/schemas/interest-event';
import { collections } from './collections';
import { assertUnique, readCollectionFile } from './read';

/** data/interest-events.json, validated (ids and names unique), in the file's order. */
export function getInterestEvents(): InterestEvent[] {
  const { events } = readCollectionFile(collections.interestEvents);
  assertUnique('data/interest-events.json', events, (e) => e.name, 'events.name');
  return events.map((e) => ({ ...e }));
}
