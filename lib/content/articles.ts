import { articlesFileSchema, type Article, type NewsStats } from '@/lib/schemas/article';
import { watchHighlightsHref, type ArticleSummary } from '@/lib/news';
import { assertUnique, readContent } from './read';
import { assertAtMostOneFeatured } from './rules';
import { assertRef } from './refs';
import { getSportLinks } from './sports';

const LABEL = 'data/articles.json';

function load() {
  const file = readContent('articles.json', articlesFileSchema);
  assertUnique(LABEL, file.articles, (a) => a.id, 'articles.id');
  assertUnique(LABEL, file.articles, (a) => a.slug, 'articles.slug');
  assertAtMostOneFeatured(LABEL, file.articles);
  const sports = new Set(getSportLinks().map((s) => s.slug));
  file.articles.forEach((a, i) => assertRef(LABEL, `articles.${i}.sport`, a.sport, sports, 'sport', 'the name of a file in data/sports'));
  if (file.stats.totalArticles < file.articles.length) {
    throw new Error(`${LABEL}: stats.totalArticles: ${file.stats.totalArticles} is less than the ${file.articles.length} articles in the file`);
  }
  const views = file.articles.reduce((n, a) => n + a.views, 0);
  if (file.stats.totalViews < views) {
    throw new Error(`${LABEL}: stats.totalViews: ${file.stats.totalViews} is less than the ${views} views of the articles in the file`);
  }
  return file;
}

/** Every article, newest first (ties by id). */
export function getArticles(): Article[] {
  return [...load().articles].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
}

export function getArticle(slug: string): Article | undefined {
  return getArticles().find((a) => a.slug === slug);
}

/** League-wide aggregates for the stat tiles. */
export function getNewsStats(): NewsStats {
  return load().stats;
}

/** The sport's display name for a slug. */
export function sportName(slug: string): string {
  return getSportLinks().find((s) => s.slug === slug)?.name ?? slug;
}

/** What the news list ships to the browser: no full content, sport names resolved. */
export function getArticleSummaries(): ArticleSummary[] {
  return getArticles().map((article) => {
    const summary: Partial<Article> = { ...article };
    delete summary.content;
    return { ...(summary as Omit<Article, 'content'>), sportName: sportName(article.sport) };
  });
}

/** Watch Highlights for a sport page: its news list, or null when no article is about the sport. */
export function getWatchHighlightsHref(sportSlug: string): string | null {
  return watchHighlightsHref(sportSlug, getArticles());
}
