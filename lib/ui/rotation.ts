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

/** How long before its turn a carousel draws the next slide's picture: enough to fetch a few KB on a poor line. */
export const CAROUSEL_PRELOAD_LEAD_MS = 2_000;

/** After how long on a slide the carousel draws the next one's picture (at once when a slide shows for less than the lead). */
export function preloadDelay(intervalMs: number, leadMs = CAROUSEL_PRELOAD_LEAD_MS): number {
  return Math.max(0, intervalMs - leadMs);
}
