import type { Article, ArticleCategory } from '@/lib/schemas/article';
import { matchesQuery, normalizeQuery } from './search';

/** The four news categories of spec §2. Kept here (no zod) so client widgets can import it. */
export const ARTICLE_CATEGORIES = ['championship', 'tournament', 'records', 'news'] as const;

/** Filter chip labels, in the spec's order; "all" is All Articles. */
export const NEWS_FILTERS: readonly { value: 'all' | ArticleCategory; label: string }[] = [
  { value: 'all', label: 'All Articles' },
  { value: 'championship', label: 'Championships' },
  { value: 'tournament', label: 'Tournaments' },
  { value: 'records', label: 'Records' },
  { value: 'news', label: 'News' },
];

/** Singular badge text for a category. */
export const CATEGORY_LABEL: Record<ArticleCategory, string> = {
  championship: 'Championship',
  tournament: 'Tournament',
  records: 'Records',
  news: 'News',
};

export interface NewsFilter {
  query: string;
  category: 'all' | ArticleCategory;
  /** Sport slug from ?sport=, or null for every sport. */
  sport: string | null;
}

/** An article as the news list shows it: the sport's display name resolved at build time. */
export type ArticleSummary = Omit<Article, 'content'> & { sportName: string };

/**
 * Spec §5: search over title, summary or sport (name or slug), with the exact category; the
 * ?sport= pre-filter matches the sport slug exactly.
 */
export function filterArticles<A extends Pick<ArticleSummary, 'title' | 'summary' | 'sport' | 'sportName' | 'category'>>(articles: readonly A[], filter: NewsFilter): A[] {
  const q = normalizeQuery(filter.query);
  return articles.filter(
    (a) =>
      (filter.category === 'all' || a.category === filter.category) &&
      (filter.sport === null || a.sport === filter.sport) &&
      matchesQuery(q, [a.title, a.summary, a.sportName, a.sport]),
  );
}

/** The featured story (first featured, newest first order kept) and the rest of the grid without it. */
export function splitFeatured<A extends { featured: boolean; id: number }>(articles: readonly A[]): { featured: A | null; rest: A[] } {
  const featured = articles.find((a) => a.featured) ?? null;
  return { featured, rest: articles.filter((a) => a !== featured) };
}

/** Read ?sport=<slug> from a query string; anything that is not a slug is ignored. */
export function sportFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get('sport');
  if (!value) return null;
  const slug = value.trim().toLowerCase();
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 60 ? slug : null;
}
