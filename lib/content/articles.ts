import { articlesFileSchema, type Article, type NewsStats } from '@/lib/schemas/article';
import type { ArticleSummary } from '@/lib/news';
import { assertUnique, readContent } from './read';
import { assertAtMostOneFeatured } from './rules';
import { getSportLinks } from './sports';

const LABEL = 'data/articles.json';

function load() {
  const file = readContent('articles.json', articlesFileSchema);
  assertUnique(LABEL, file.articles, (a) => a.id, 'articles.id');
  assertUnique(LABEL, file.articles, (a) => a.slug, 'articles.slug');
  assertAtMostOneFeatured(LABEL, file.articles);
  const sports = getSportLinks();
  file.articles.forEach((a, i) => {
    if (!sports.some((s) => s.slug === a.sport)) throw new Error(`${LABEL}: articles.${i}.sport: unknown sport "${a.sport}"`);
  });
  if (file.stats.totalArticles < file.articles.length) {
    throw new Error(`${LABEL}: stats.totalArticles: ${file.stats.totalArticles} is less than the ${file.articles.length} articles in the file`);
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
