import type { CheckIn } from './check';

/** What loading another gate's check-ins did to this device's. */
export interface MergeResult {
  checkIns: CheckIn[];
  /** Tickets this device had not seen. */
  added: number;
  /** Tickets this device already had, at the same or an earlier time. */
  known: number;
  /** Tickets admitted here too, later than at the other gate: let in twice (the earlier time is kept). */
  twice: string[];
}

const time = (c: CheckIn) => Date.parse(c.at);

/**
 * Another gate's check-ins merged into this device's: one record per ticket, the earliest admission
 * kept. A ticket first admitted at the other gate is recorded as coming from `source` (its file).
 */
export function mergeCheckIns(existing: readonly CheckIn[], incoming: readonly CheckIn[], source: string): MergeResult {
  const byTicket = new Map(existing.map((c) => [c.ticketId, c]));
  let added = 0;
  let known = 0;
  const twice: string[] = [];
  for (const c of incoming) {
    const had = byTicket.get(c.ticketId);
    if (had && time(had) <= time(c)) {
      known += 1;
      continue;
    }
    if (had) {
      if (!had.source) twice.push(c.ticketId);
      else known += 1;
    } else added += 1;
    byTicket.set(c.ticketId, { ticketId: c.ticketId, eventId: c.eventId, at: c.at, source });
  }
  return { checkIns: [...byTicket.values()], added, known, twice };
}

/** How many tickets were admitted for an event, and how many of them at other gates (loaded from their files). */
export function checkInCount(checkIns: readonly CheckIn[], eventId: number): { total: number; fromOtherGates: number } {
  const forEvent = checkIns.filter((c) => c.eventId === eventId);
  return { total: forEvent.length, fromOtherGates: forEvent.filter((c) => c.source).length };
}
