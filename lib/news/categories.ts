/**
 * The four news categories (championship, tournament, records, news). A leaf module (no zod, no imports), so client widgets and the
 * article schema both read it without importing each other.
 */
export const ARTICLE_CATEGORIES = ['championship', 'tournament', 'records', 'news'] as const;
