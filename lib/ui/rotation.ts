/** Index arithmetic for carousels and tickers: wraps both ways. */
export function nextIndex(current: number, count: number): number {
  return count === 0 ? 0 : (current + 1) % count;
}

export function prevIndex(current: number, count: number): number {
  return count === 0 ? 0 : (current - 1 + count) % count;
}
