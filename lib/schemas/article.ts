import { z } from '@/lib/zod';
import { ARTICLE_CATEGORIES } from '@/lib/news/categories';
import { slugSchema, imageSchema, isoDateSchema, count, commentSchema } from './common';

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
  /** Published comments (plain text); the count shown is their number. None: leave the field out. */
  comments: z.array(commentSchema).default([]),
  tags: z.array(z.string().min(1)),
});

export const articlesFileSchema = z.object({
  $schema: z.string().optional(),
  articles: z.array(articleSchema).min(1),
});

export type Article = z.infer<typeof articleSchema>;
export type ArticleCategory = z.infer<typeof articleCategorySchema>;
