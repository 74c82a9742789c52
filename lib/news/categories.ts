/**
 * The four news categories of spec §2. A leaf module (no zod, no imports), so client widgets and the
 * article schema both read it without importing each other.
 */
export const ARTICLE_CATEGORIES = ['championship', 'tournament', 'records', 'news'] as const;
