import 'server-only';
import type { Sport, SportLink } from '@/lib/schemas/sport';
import { collections } from './collections';
import { assertUnique, linkOf, readSlugFolder } from './read';
import { articleIndex, assertRecapArticles } from './article-refs';
import { assertAthleteRefs, athleteIndex } from './athletes';

/** Every sport file in data/sports, validated (each recap names an article about the sport); sorted by id then slug. */
export function getSports(): Sport[] {
  const { files, records: sports } = readSlugFolder(collections.sports);
  for (const { file, value } of files) assertRecapArticles(`data/sports/${file}`, value, articleIndex);
  for (const { file, value } of files) {
    const ids = value.tabs.athletes?.athletes;
    if (ids)
      assertAthleteRefs(`data/sports/${file}`, 'tabs.athletes.athletes', ids, athleteIndex(), {
        slug: value.slug,
        why: "a sport page lists that sport's athletes",
      });
  }
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
