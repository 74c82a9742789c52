import 'server-only';
import { specialEventSchema, type SpecialEvent, type SpecialEventLink } from '@/lib/schemas/special-event';
import { readContentFiles, assertUnique } from './read';
import { assertKeyIsFileName } from './refs';

export function getSpecialEvents(): SpecialEvent[] {
  const files = readContentFiles('events', specialEventSchema);
  for (const { file, value } of files) assertKeyIsFileName('data/events', file, value.slug, 'slug');
  const events = files.map((f) => f.value).sort((a, b) => a.id - b.id || a.slug.localeCompare(b.slug));
  assertUnique('data/events', events, (e) => e.slug, 'slug');
  return events;
}

export function getSpecialEvent(slug: string): SpecialEvent | undefined {
  return getSpecialEvents().find((e) => e.slug === slug);
}

export function getSpecialEventLinks(): SpecialEventLink[] {
  return getSpecialEvents().map(({ id, slug, name }) => ({ id, slug, name }));
}
