import 'server-only';
import { interestEventsFileSchema, type InterestEvent } from '@/lib/schemas/interest-event';
import { assertUnique, readContent } from './read';

/** data/interest-events.json, validated (ids and names unique), in the file's order. */
export function getInterestEvents(): InterestEvent[] {
  const { events } = readContent('interest-events.json', interestEventsFileSchema);
  assertUnique('data/interest-events.json', events, (e) => e.id, 'events.id');
  assertUnique('data/interest-events.json', events, (e) => e.name, 'events.name');
  return events.map((e) => ({ ...e }));
}
