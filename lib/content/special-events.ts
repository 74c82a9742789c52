import 'server-only';
import type { SpecialEvent, SpecialEventLink } from '@/lib/schemas/special-event';
import { collections } from './collections';
import { linkOf, readSlugFolder } from './read';

export function getSpecialEvents(): SpecialEvent[] {
  return readSlugFolder(collections.specialEvents).records;
}

export function getSpecialEvent(slug: string): SpecialEvent | undefined {
  return getSpecialEvents().find((e) => e.slug === slug);
}

export function getSpecialEventLinks(): SpecialEventLink[] {
  return getSpecialEvents().map(linkOf);
}
