/**
 * Whole-number percentages of `counts` that add up to exactly 100 (largest remainder): each share
 * rounded down, then the points left over go to the largest remainders, ties to the earlier count.
 * All zeros (or no counts) give zeros. Pure.
 */
export function wholePercents(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((c) => (c / total) * 100);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left--;
  }
  return shares;
}
