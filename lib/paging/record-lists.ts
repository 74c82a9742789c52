import { formatNumber } from '@/lib/format/en-us';

/**
 * How many records a record's own page lists (a sport's athletes and events, an athlete's events
 * and articles, a team's events): the first few, with a count of all and a link to where the rest
 * are. So no page but the paged lists grows with the league by more than 2 KB gzip (issue 28: at 10
 * times today's league an athlete's page grew 2.7 KB and a sport's 3.3 KB with their whole lists;
 * with 6 events each still 2.9 and 3.4 KB, a sport showing its events on two tabs).
 */
export const RECORD_LIST_CAP = {
  /** Upcoming ticketed events: the next three (an event card is about 0.35 KB gzip). */
  events: 3,
  /** Articles that mention an athlete: the five newest. */
  articles: 5,
  /** A sport's athletes: the first six of its list (two rows of three cards). */
  athletes: 6,
  /** A sport's teams on its Teams tab: the first six (the rest are on /teams/). */
  teams: 6,
} as const;

export type RecordList = keyof typeof RECORD_LIST_CAP;

/** The records a page shows of a list, and how many the list holds in all. */
export interface CappedList<T> {
  shown: T[];
  total: number;
}

/** The first records of `items`, in their order (the caller sorts: soonest, newest, the file's order), at most the cap of `list`. */
export function capList<T>(list: RecordList, items: readonly T[]): CappedList<T> {
  return { shown: items.slice(0, RECORD_LIST_CAP[list]), total: items.length };
}

/** "Showing 3 of 41" when the page leaves some out; null when it shows them all. */
export function cappedCount({ shown, total }: { shown: readonly unknown[]; total: number }): string | null {
  return shown.length < total ? `Showing ${formatNumber(shown.length)} of ${formatNumber(total)}` : null;
}
