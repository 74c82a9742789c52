import '@/lib/zod-jitless';
import { z } from 'zod';
import { slugSchema, imageSchema, isoDateSchema, count } from './common';

import { ARTICLE_CATEGORIES } from '@/lib/news';

export const articleCategorySchema = z.enum(ARTICLE_CATEGORIES);

export const articleSchema = z.object({
  id: z.number().int().positive(),
  slug: slugSchema,
  title: z.string().min(1),
  summary: z.string().min(1),
  /** The full article, one string per paragraph (plain text, never HTML). */
  content: z.array(z.string().min(1)).min(1),
  date: isoDateSchema,
  category: articleCategorySchema,
  /** Sport slug (must match a file in data/sports). */
  sport: slugSchema,
  author: z.string().min(1),
  featured: z.boolean().default(false),
  image: imageSchema,
  alt: z.string().min(1),
  /** Minutes. */
  readTime: z.number().positive(),
  views: count,
  comments: count,
  tags: z.array(z.string().min(1)),
});

/** League-wide aggregates shown on the stat tiles (across every season, not only the articles shipped here). */
export const newsStatsSchema = z.object({
  totalArticles: count,
  totalViews: count,
  avgReadTime: z.number().positive(),
  topSport: z.string().min(1),
});

export const articlesFileSchema = z.object({
  $schema: z.string().optional(),
  stats: newsStatsSchema,
  articles: z.array(articleSchema).min(1),
});

export type Article = z.infer<typeof articleSchema>;
export type ArticleCategory = z.infer<typeof articleCategorySchema>;
export type NewsStats = z.infer<typeof newsStatsSchema>;
