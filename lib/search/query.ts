/** The longest query the search box takes; longer input is cut, never refused. */
export const SEARCH_MAX_LENGTH = 1000;

/**
 * What is sent to the index for what a visitor typed: plain words. Pagefind reads `"..."` as an
 * exact phrase; a visitor's quotes are just characters, so they become spaces. Space is collapsed
 * and trimmed, the length capped. Empty when nothing searchable is left (only symbols or space):
 * such a query finds nothing and the index is not asked.
 */
export function searchTerms(raw: string): string {
  const text = raw
    .slice(0, SEARCH_MAX_LENGTH)
    .replace(/["“”„«»]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return /[\p{L}\p{N}]/u.test(text) ? text : '';
}

/** The words of a query to highlight in an excerpt: lower case, 2 characters or more, no repeats. */
export function queryWords(raw: string): string[] {
  const words = raw
    .slice(0, SEARCH_MAX_LENGTH)
    .toLocaleLowerCase('en-US')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
  return [...new Set(words)];
}

/** The search page asked `q`, as a shareable address (`/search/?q=Maya+Johnson`). */
export function searchHref(q: string): string {
  return `/search/?${new URLSearchParams({ q })}`;
}
