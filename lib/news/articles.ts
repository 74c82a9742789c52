import type { Article, ArticleCategory } from '@/lib/schemas/article';
import { matchesQuery, normalizeQuery } from '@/lib/search/text';
import { isSlug } from '@/lib/stores/checks';

/** Filter chip labels, in the page's order (championships, tournaments, records, news); "all" is All Articles. */
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

/** An article as the news list shows it: the sport's display name resolved at build time, its comments counted. */
export type ArticleSummary = Omit<Article, 'content' | 'comments'> & { sportName: string; commentCount: number };

/** The news page's tiles, computed from the articles published here. */
export interface NewsStats {
  totalArticles: number;
  totalViews: number;
  /** Mean reading time in minutes, to one decimal. */
  avgReadTime: number;
  /** The display name of the sport with the most articles (ties: more views, then the name); null without articles. */
  topSport: string | null;
}

/** Count, views, mean reading time and top sport of `articles`; `sportName` turns a slug into its name. */
export function newsStats(articles: readonly Pick<Article, 'sport' | 'views' | 'readTime'>[], sportName: (slug: string) => string): NewsStats {
  const bySport = new Map<string, { articles: number; views: number }>();
  for (const a of articles) {
    const s = bySport.get(a.sport) ?? { articles: 0, views: 0 };
    bySport.set(a.sport, { articles: s.articles + 1, views: s.views + a.views });
  }
  const ranked = [...bySport.entries()]
    .map(([slug, s]) => ({ name: sportName(slug), ...s }))
    .sort((a, b) => b.articles - a.articles || b.views - a.views || a.name.localeCompare(b.name));
  const minutes = articles.reduce((n, a) => n + a.readTime, 0);
  return {
    totalArticles: articles.length,
    totalViews: articles.reduce((n, a) => n + a.views, 0),
    avgReadTime: articles.length === 0 ? 0 : Math.round((minutes / articles.length) * 10) / 10,
    topSport: ranked[0]?.name ?? null,
  };
}

/**
 * Search over title, summary or sport (name or slug), with the exact category; the
 * ?sport= pre-filter matches the sport slug exactly.
 */
export function filterArticles<A extends Pick<ArticleSummary, 'title' | 'summary' | 'sport' | 'sportName' | 'category'>>(
  articles: readonly A[],
  filter: NewsFilter,
): A[] {
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

/** An article's page. */
export function articleHref(slug: string): string {
  return `/recap-news/${slug}/`;
}

/** Recap News filtered to one sport on arrival (Watch Highlights, "More <sport> news"). */
export function sportNewsHref(sportSlug: string): string {
  return `/recap-news/?sport=${encodeURIComponent(sportSlug)}`;
}

/**
 * Watch Highlights on a sport page: the sport's news, or null (no link) when the
 * list would show nothing. Highlight videos are counted through the article each one links to.
 */
export function watchHighlightsHref(sportSlug: string, articles: readonly Pick<Article, 'sport'>[]): string | null {
  return articles.some((a) => a.sport === sportSlug) ? sportNewsHref(sportSlug) : null;
}

/** Reading speed used for "n min read": an adult reads prose at about 200-230 words a minute. */
export const WORDS_PER_MINUTE = 215;

/** Words in an article's paragraphs (runs of non-space characters). */
export function wordCount(paragraphs: readonly string[]): number {
  return paragraphs.reduce((n, p) => n + (p.match(/\S+/g)?.length ?? 0), 0);
}

/** Whole minutes to read `words` at WORDS_PER_MINUTE, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Read ?sport=<slug> from a query string; anything that is not a slug is ignored. */
export function sportFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get('sport');
  if (!value) return null;
  const slug = value.trim().toLowerCase();
  return isSlug(slug) && slug.length <= 60 ? slug : null;
}
