// Which Event Timing entries belong to an interaction, and how long the interaction took.
//
// A PerformanceObserver of type 'event' reports each input event that took at least its
// durationThreshold, from the input to the next paint after its handlers. Entries of one user action
// (pointerdown, mouseup, click, keydown, input ...) that count as an interaction carry an
// interactionId > 0; the interaction's latency is the longest of them (as INP reads it). Entries
// that started before the action (hover, an earlier click) are not the action's.

export type EventEntry = { name: string; startTime: number; duration: number; interactionId: number };

/** The longest duration among the action's interaction entries; null when none was reported. */
export function interactionDuration(entries: readonly EventEntry[], actionStart: number): number | null {
  const own = entries.filter((e) => e.interactionId > 0 && e.startTime >= actionStart);
  return own.length ? Math.max(...own.map((e) => e.duration)) : null;
}

/** The observer's durationThreshold: shorter events are not reported at all. */
export const DURATION_THRESHOLD_MS = 16;

/**
 * The figure for an interaction that produced no entry: it took less than the threshold. It counts
 * as just under the threshold (so a median is never flattered) and is shown as "<16"; every
 * reported entry is at least the threshold, so the two never mix up.
 */
export const BELOW_THRESHOLD_MS = DURATION_THRESHOLD_MS - 1;

export function formatSample(ms: number): string {
  return ms < DURATION_THRESHOLD_MS ? `<${DURATION_THRESHOLD_MS}` : String(Math.round(ms));
}
