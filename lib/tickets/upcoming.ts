/** Which events of a list of upcoming events are still to come by the visitor's clock. Pure. */

/**
 * A capped list of upcoming events (given soonest first, so an event that is over is among those
 * shown) read at `now`: whether each shown event is still to come, how many of them are, and the
 * list's total less the shown events that are over; nothing at all once the last of the whole list
 * (`lastEnd`) is over.
 */
export function stillToCome(shownEnds: readonly number[], total: number, lastEnd: number, now: number): { toCome: boolean[]; shown: number; total: number } {
  const toCome = shownEnds.map((end) => now < end);
  if (now >= lastEnd) return { toCome: toCome.map(() => false), shown: 0, total: 0 };
  const over = toCome.filter((c) => !c).length;
  return { toCome, shown: shownEnds.length - over, total: Math.max(0, total - over) };
}
