import type { Contest } from '@/lib/schemas/contest';
import { endOfDayAnywhere, eventPhase, startOfDayAnywhere, type EventPhase } from '@/lib/time/phase';

/**
 * When a contest can be entered, by the visitor's clock (entry closes at the
 * contest's start). A contest names calendar dates only, so it starts when its first day begins
 * anywhere (UTC+14) and is over when its last day has ended everywhere (UTC-12): nobody can enter a
 * contest on a day it is already running somewhere.
 */
type Dated = Pick<Contest, 'startDate' | 'endDate'>;

/** The instants a contest starts (entry closes) and ends, ms since epoch. */
export function contestWindow(contest: Dated): { startMs: number; endMs: number } {
  return { startMs: startOfDayAnywhere(contest.startDate), endMs: endOfDayAnywhere(contest.endDate) };
}

/** Upcoming (entry open), live (under way) or ended. */
export function contestPhase(contest: Dated, now: number): EventPhase {
  const { startMs, endMs } = contestWindow(contest);
  return eventPhase(startMs, endMs, now);
}

/** Entry is open until the contest starts. */
export function isEntryOpen(contest: Dated, now: number): boolean {
  return contestPhase(contest, now) === 'upcoming';
}

/** What a closed contest says instead of Enter. */
export function entryClosedLabel(phase: Exclude<EventPhase, 'upcoming'>): string {
  return phase === 'live' ? 'Under way: entry closed' : 'Ended: entry closed';
}

/**
 * Contests still to come at `now` and those already over, each in the order given. Pages split at
 * build time (Past contests), then mark in place what has started or ended since.
 */
export function splitPastContests<C extends Dated>(contests: readonly C[], now: number): { current: C[]; past: C[] } {
  const current: C[] = [];
  const past: C[] = [];
  for (const c of contests) (contestPhase(c, now) === 'ended' ? past : current).push(c);
  return { current, past };
}
