import 'server-only';
import { collections } from './collections';
import { readCollectionFile } from './read';
import type { ArticleIndex } from './rule-refs';

/**
 * References to articles (one record per story: a recap card or a home highlight names its article by
 * slug). Read from data/articles.json directly, not through ./articles, which reads the sport list:
 * the sport loader calls these checks, so going through ./articles would make an import cycle.
 */

export type { ArticleIndex };

/** Every article's slug and sport, from data/articles.json (validated). */
export function articleIndex(): ArticleIndex {
  return new Map(readCollectionFile(collections.articles).articles.map((a) => [a.slug, a.sport]));
}

// The rule is the console's too: it lives in the browser-safe ./rule-refs.
export { assertRecapArticles } from './rule-refs';
