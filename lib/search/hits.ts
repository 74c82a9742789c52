import { excerptText } from './excerpt';
import { SEARCH_KINDS, type SearchKind } from './kinds';

/** What Pagefind's `result.data()` gives that the results list reads. */
export interface PagefindData {
  url: string;
  excerpt: string;
  meta?: Record<string, string | undefined>;
  /** The page's words (`raw_content` as indexed) and where the query matched them (word positions). */
  content?: string;
  raw_content?: string;
  locations?: number[];
}

/** Meta a page may be indexed with besides its kind and title (lib/search/records.ts markedForIndex). */
export type HitMetaKey = 'image' | 'subtitle';

/** One result as the list shows it: plain text only. */
export interface SearchHit {
  url: string;
  title: string;
  kind: SearchKind;
  excerpt: string;
  /** A picture of the record as the site keeps it (`/images/…`, without the base path): an athlete's portrait. */
  image?: string;
  /** A line under the title: an athlete's sport and position. */
  subtitle?: string;
}

const isKind = (k: string | undefined): k is SearchKind => (SEARCH_KINDS as readonly string[]).includes(k ?? '');

/** A Pagefind result as a hit: its kind (Page when the index has none we know), title and plain-text excerpt. */
export function toHit(data: PagefindData): SearchHit {
  const kind = data.meta?.kind;
  const title = excerptText(data.meta?.title ?? '') || data.url;
  const hit: SearchHit = { url: data.url, title, kind: isKind(kind) ? kind : 'Page', excerpt: excerptText(data.excerpt) };
  const image = data.meta?.image;
  // Only a picture of the site's own (a path from its root): the index is fetched, so it is checked as input.
  if (image && /^\/[^/\\]/.test(image)) hit.image = image;
  const subtitle = excerptText(data.meta?.subtitle ?? '');
  if (subtitle) hit.subtitle = subtitle;
  return hit;
}

/** The results shown at once. */
export const SEARCH_RESULT_LIMIT = 10;
