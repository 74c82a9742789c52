import 'server-only';
import type { Sport, SportLink } from '@/lib/schemas/sport';
import { collections } from './collections';
import { assertUnique, linkOf, readSlugFolder } from './read';
import { articleIndex } from './article-refs';
import { athleteIndex } from './athletes';
import { assertSportRules } from './rule-refs';

/** Every sport file in data/sports, validated (each recap names an article about the sport); sorted by id then slug. */
export function getSports(): Sport[] {
  const { files, records: sports } = readSlugFolder(collections.sports);
  for (const { file, value } of files) assertSportRules(`data/sports/${file}`, value, athleteIndex, articleIndex);
  assertUnique('data/sports', sports, (s) => s.id, 'id');
  return sports;
}

export function getSport(slug: string): Sport | undefined {
  return getSports().find((s) => s.slug === slug);
}

/** The light list menus and forms ship: id, slug, name. */
export function getSportLinks(): SportLink[] {
  return getSports().map(linkOf);
}
