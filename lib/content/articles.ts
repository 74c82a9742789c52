import 'server-only';
import type { Article } from '@/lib/schemas/article';
import { newsStats, watchHighlightsHref, type ArticleSummary, type NewsStats } from '@/lib/news/articles';
import { collectionLabel, collections } from './collections';
import { assertCollectionRefs, assertUnique, derivedContent, readCollectionFile } from './read';
import { assertAtMostOneFeatured } from './rules';
import { sportNamesBySlug } from './sports';

const LABEL = collectionLabel(collections.articles);

function load() {
  return derivedContent('articlesChecked', check);
}

function check() {
  const file = readCollectionFile(collections.articles);
  assertUnique(LABEL, file.articles, (a) => a.id, 'articles.id');
  assertAtMostOneFeatured(LABEL, file.articles);
  assertCollectionRefs(collections.articles, file);
  file.articles.forEach((a, i) => {
    assertUnique(LABEL, a.comments, (c) => c.id, `articles.${i}.comments.id`);
    a.comments.forEach((c, j) => {
      if (c.date < a.date) throw new Error(`${LABEL}: articles.${i}.comments.${j}.date: ${c.date} is before the article's date ${a.date}`);
    });
  });
  return file;
}

/** Every article, newest first (ties by id). */
export function getArticles(): Article[] {
  const sorted = derivedContent('articlesNewestFirst', () => [...load().articles].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id));
  return [...sorted];
}

export function getArticle(slug: string): Article | undefined {
  return derivedContent('articleBySlug', () => new Map(load().articles.map((a) => [a.slug, a]))).get(slug);
}

/** The news page's tiles, counted from the articles in the file. */
export function getNewsStats(): NewsStats {
  return newsStats(load().articles, sportName);
}

/** The sport's display name for a slug. */
export function sportName(slug: string): string {
  return sportNamesBySlug().get(slug) ?? slug;
}

/** What the news list ships to the browser: no full content, sport names resolved. */
export function getArticleSummaries(): ArticleSummary[] {
  return getArticles().map((article) => {
    const summary: Partial<Article> = { ...article };
    delete summary.content;
    delete summary.comments;
    return { ...(summary as Omit<Article, 'content' | 'comments'>), sportName: sportName(article.sport), commentCount: article.comments.length };
  });
}

/** Watch Highlights for a sport page: its news list, or null when no article is about the sport. */
export function getWatchHighlightsHref(sportSlug: string): string | null {
  return watchHighlightsHref(sportSlug, getArticles());
}
