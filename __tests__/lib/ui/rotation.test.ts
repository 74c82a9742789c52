import { CAROUSEL_INTERVAL_MS, CAROUSEL_PRELOAD_LEAD_MS, nextIndex, preloadDelay, prevIndex } from '@/lib/ui/rotation';

describe('rotation', () => {
  it('wraps forward and backward', () => {
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 3)).toBe(1);
    expect(prevIndex(0, 3)).toBe(2);
    expect(prevIndex(0, 0)).toBe(0);
  });

  it("draws the next slide's picture the lead time before its turn, at once when the turn is shorter than the lead", () => {
    expect(preloadDelay(5_000, 2_000)).toBe(3_000);
    expect(preloadDelay(1_500, 2_000)).toBe(0);
    expect(preloadDelay(CAROUSEL_INTERVAL_MS)).toBe(CAROUSEL_INTERVAL_MS - CAROUSEL_PRELOAD_LEAD_MS);
    expect(preloadDelay(CAROUSEL_INTERVAL_MS)).toBeGreaterThan(0);
  });
});
