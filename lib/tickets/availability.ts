import { eventPhase } from '@/lib/time/phase';
import { formatNumber } from '@/lib/format/en-us';
import { notTakenMessage } from '@/lib/payments/not-taken';

/** Availability thresholds (share of capacity). */
export const AVAILABILITY_HIGH_ABOVE = 0.5;
export const AVAILABILITY_MEDIUM_ABOVE = 0.2;

export type AvailabilityLevel = 'high' | 'medium' | 'low';

/** Share of capacity still on sale, 0..1. */
export function availableShare(available: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, available / total));
}

/** Blue above 50% available, yellow above 20% up to 50%, red at 20% or below. */
export function availabilityLevel(available: number, total: number): AvailabilityLevel {
  const share = availableShare(available, total);
  if (share > AVAILABILITY_HIGH_ABOVE) return 'high';
  if (share > AVAILABILITY_MEDIUM_ABOVE) return 'medium';
  return 'low';
}

export const AVAILABILITY_BAR_CLASS: Record<AvailabilityLevel, string> = {
  high: 'bg-blue-600',
  medium: 'bg-yellow-400',
  low: 'bg-red-600',
};

/** "68% available (342 of 500 left)": the share in words, not colour alone. */
export function availabilityText(available: number, total: number): string {
  if (available <= 0) return `Sold out (0 of ${formatNumber(total)} left)`;
  const pct = Math.round(availableShare(available, total) * 100);
  return `${pct === 0 ? '<1' : pct}% available (${formatNumber(available)} of ${formatNumber(total)} left)`;
}

/**
 * What a fan can do about an event now: buy (on sale), nothing because no seat is left (sold out),
 * or nothing because it has started (live) or is over (ended). Time comes first: a past event is
 * ended whether or not seats were left.
 */
export type TicketState = 'on-sale' | 'sold-out' | 'live' | 'ended';

export function ticketState(event: { startMs: number; endMs: number }, available: number, now: number): TicketState {
  const phase = eventPhase(event.startMs, event.endMs, now);
  if (phase === 'ended') return 'ended';
  if (phase === 'live') return 'live';
  return available <= 0 ? 'sold-out' : 'on-sale';
}

/** Only an event on sale can be bought. */
export function canBuy(state: TicketState): state is 'on-sale' {
  return state === 'on-sale';
}

/**
 * The event the tickets page features: the one marked featured while it has not ended, else the
 * soonest event that has not ended, else the marked one (every event is over).
 */
export function pickFeatured<T extends { id: number; startMs: number; endMs: number }>(events: readonly T[], featuredId: number, now: number): T {
  const marked = events.find((e) => e.id === featuredId) ?? events[0];
  if (!marked) throw new Error('pickFeatured: no events');
  if (now < marked.endMs) return marked;
  const next = [...events].filter((e) => now < e.endMs).sort((a, b) => a.startMs - b.startMs)[0];
  return next ?? marked;
}

/**
 * The events the featured banner may show (pickFeatured over these gives what it gives over every
 * event, for `count` events past the marked one's end): the marked event, then the next `count`
 * events to end after it, by start. A list page passes these, not every event, to the browser.
 */
export function featuredCandidates<T extends { id: number; startMs: number; endMs: number }>(events: readonly T[], featuredId: number, count = 4): T[] {
  const marked = events.find((e) => e.id === featuredId) ?? events[0];
  if (!marked) return [];
  const later = events.filter((e) => e !== marked && e.endMs > marked.endMs).sort((a, b) => a.startMs - b.startMs || a.id - b.id);
  return [marked, ...later.slice(0, count)];
}

/**
 * The sale checked again just before PayPal captures (the dialog may have been open a long while): the
 * event still on sale, with `quantity` tickets left. A message (nothing is charged) or null.
 */
export function ticketRecheck(
  event: { startMs: number; endMs: number },
  quantity: number,
  available: number,
  now: number,
  paypalOrderId: string,
): string | null {
  const state = ticketState(event, available, now);
  const notTaken = notTakenMessage(paypalOrderId);
  if (state === 'ended' || state === 'live') return `Ticket sales for this event have closed, ${notTaken}`;
  if (available < quantity)
    return `${available === 0 ? 'No tickets are' : `Only ${available} ${available === 1 ? 'ticket is' : 'tickets are'}`} left now, ${notTaken}`;
  return null;
}
