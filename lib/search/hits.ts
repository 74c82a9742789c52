import { excerptText } from './excerpt';
import { SEARCH_KINDS, type SearchKind } from './kinds';

/** What Pagefind's `result.data()` gives that the results list reads. */
export interface PagefindData {
  url: string;
  excerpt: string;
  meta?: Record<string, string | undefined>;
}

/** One result as the list shows it: plain text only. */
export interface SearchHit {
  url: string;
  title: string;
  kind: SearchKind;
  excerpt: string;
}

const isKind = (k: string | undefined): k is SearchKind => (SEARCH_KINDS as readonly string[]).includes(k ?? '');

/** A Pagefind result as a hit: its kind (Page when the index has none we know), title and plain-text excerpt. */
export function toHit(data: PagefindData): SearchHit {
  const kind = data.meta?.kind;
  const title = excerptText(data.meta?.title ?? '') || data.url;
  return { url: data.url, title, kind: isKind(kind) ? kind : 'Page', excerpt: excerptText(data.excerpt) };
}

/** The results shown at once. */
export const SEARCH_RESULT_LIMIT = 10;
