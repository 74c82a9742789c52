import 'server-only';
import { specialEventSchema, type SpecialEvent, type SpecialEventLink } from '@/lib/schemas/special-event';
import { linkOf, readSlugFolder } from './read';

export function getSpecialEvents(): SpecialEvent[] {
  return readSlugFolder('events', specialEventSchema).records;
}

export function getSpecialEvent(slug: string): SpecialEvent | undefined {
  return getSpecialEvents().find((e) => e.slug === slug);
}

export function getSpecialEventLinks(): SpecialEventLink[] {
  return getSpecialEvents().map(linkOf);
}
