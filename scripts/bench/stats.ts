// Figures of a benchmark: medians of samples and how a page compares with the empty Next app.

import { at } from '../../lib/must';

/** The median of the samples (the mean of the two middle ones when the count is even). */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('bench: the median of no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(sorted, mid) : (at(sorted, mid - 1) + at(sorted, mid)) / 2;
}

/** value / base; null when the base is 0 (a ratio to nothing says nothing: read the difference). */
export function ratio(value: number, base: number): number | null {
  return base === 0 ? null : value / base;
}

/** "1.23x", or "n/a" when there is no ratio. */
export function formatRatio(r: number | null): string {
  return r === null || !Number.isFinite(r) ? 'n/a' : `${r.toFixed(2)}x`;
}

/** "+12 ms" / "-3 ms" / "0 ms". */
export function formatDifference(ms: number): string {
  const rounded = Math.round(ms);
  return `${rounded > 0 ? '+' : ''}${rounded} ms`;
}

export function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`;
}

export function formatKiB(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KiB`;
}
