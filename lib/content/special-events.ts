import { specialEventSchema, type SpecialEvent, type SpecialEventLink } from '@/lib/schemas/special-event';
import { readContentDir, assertUnique } from './read';

export function getSpecialEvents(): SpecialEvent[] {
  const events = readContentDir('events', specialEventSchema).sort((a, b) => a.id - b.id || a.slug.localeCompare(b.slug));
  assertUnique('data/events', events, (e) => e.slug, 'slug');
  return events;
}

export function getSpecialEvent(slug: string): SpecialEvent | undefined {
  return getSpecialEvents().find((e) => e.slug === slug);
}

export function getSpecialEventLinks(): SpecialEventLink[] {
  return getSpecialEvents().map(({ id, slug, name }) => ({ id, slug, name }));
}
