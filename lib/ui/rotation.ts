/** How long the home carousel shows a slide and the news ticker a headline. */
export const CAROUSEL_INTERVAL_MS = 5_000;
export const NEWS_INTERVAL_MS = 4_000;

/** Index arithmetic for carousels and tickers: wraps both ways. */
export function nextIndex(current: number, count: number): number {
  return count === 0 ? 0 : (current + 1) % count;
}

export function prevIndex(current: number, count: number): number {
  return count === 0 ? 0 : (current - 1 + count) % count;
}
