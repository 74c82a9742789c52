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
