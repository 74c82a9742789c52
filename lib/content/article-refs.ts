import 'server-only';
import type { Recap } from '@/lib/schemas/sport-tabs';
import { collections, keysWhere } from './collections';
import { readCollectionFile } from './read';
import { assertRef } from './refs';

/**
 * References to articles (one record per story: a recap card or a home highlight names its article by
 * slug). Read from data/articles.json directly, not through ./articles, which reads the sport list:
 * the sport loader calls these checks, so going through ./articles would make an import cycle.
 */

/** Slug -> sport slug of every article. */
export type ArticleIndex = ReadonlyMap<string, string>;

const WHERE = keysWhere(collections.articles);

/** Every article's slug and sport, from data/articles.json (validated). */
export function articleIndex(): ArticleIndex {
  return new Map(readCollectionFile(collections.articles).articles.map((a) => [a.slug, a.sport]));
}

/**
 * Throw unless every recap names an article that exists and is about this sport:
 * `data/sports/soccer.json: tabs.recaps.recaps.1.articleSlug: unknown article "x" (expected a slug in data/articles.json)`.
 * `articles` is read only when the sport has recaps.
 */
export function assertRecapArticles(
  label: string,
  sport: { slug: string; tabs: { recaps?: { recaps?: Pick<Recap, 'articleSlug'>[] } } },
  articles: () => ArticleIndex,
): void {
  const recaps = sport.tabs.recaps?.recaps ?? [];
  if (recaps.length === 0) return;
  const index = articles();
  const slugs = new Set(index.keys());
  recaps.forEach((recap, i) => {
    const field = `tabs.recaps.recaps.${i}.articleSlug`;
    assertRef(label, field, recap.articleSlug, slugs, 'article', WHERE);
    const about = index.get(recap.articleSlug);
    if (about !== sport.slug) throw new Error(`${label}: ${field}: article "${recap.articleSlug}" is about "${about}", not "${sport.slug}"`);
  });
}
