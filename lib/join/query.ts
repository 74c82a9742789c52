/**
 * What a link to the join form asks for (a contest is referenced by its own id, never by a number meant for something else):
 * `/join/?contest=<contest id>` (the contest is shown and its sport chosen; after registering the
 * athlete goes on to its entry payment), `?sport=<slug>` (that sport chosen) and
 * `?event=<interest event id>` (that interest event chosen). Pure: the page passes the query string,
 * the known keys and what it learnt of the named contest (it looks up only that one, `contestIdOf`).
 */
import { SLUG_PATTERN } from '@/lib/stores/checks';

/** A contest as the join form shows it. `sport` is its sport slug, null for a special event. */
export interface JoinContest {
  id: number;
  title: string;
  sport: string | null;
  sportName: string;
  startDate: string;
  endDate: string;
  entryFee: number;
}

export type ContestChoice<C> =
  | { kind: 'none' }
  | { kind: 'found'; contest: C }
  | { kind: 'unknown'; value: string }
  /** The named contest's details are on their way (the page does not carry every contest). */
  | { kind: 'loading' }
  /** They could not be read (offline, blocked): the page says so and offers to try again. */
  | { kind: 'failed' };

/**
 * What the page knows of the contest a link names (`contestIdOf`): not asked yet or on its way
 * ('loading'), its published details ('found'), no such contest ('gone'), or no answer ('failed').
 */
export type ContestLookup<C> = 'loading' | { kind: 'found'; record: C } | { kind: 'gone' } | { kind: 'failed' };

export interface JoinQuery<C> {
  contest: ContestChoice<C>;
  /** The sport to preselect: the contest's sport, else a known `?sport=`, else null. */
  sport: string | null;
  /**
   * A `?sport=` shaped like a sport slug but not among the sports the page knows (it carries only the
   * featured ones): the caller looks it up in the full list of sports, then passes it as known. Else null.
   */
  pendingSport: string | null;
  /** The interest event to preselect, or null. */
  event: number | null;
  /** A `?event=` value that is no interest event (to say so), else null. */
  unknownEvent: string | null;
}

/** The longest `?sport=` looked up in the list of sports. */
const SLUG_MAX = 100;

/** How much of a bad value the page repeats back. */
const SHOWN_MAX = 40;
const shown = (v: string) => (v.length > SHOWN_MAX ? `${v.slice(0, SHOWN_MAX)}…` : v);

/** A positive whole number written plainly ("2", not "02", "2.0" or " 2"), else null. */
function idOf(value: string): number | null {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The contest id a link names, for the page to look up; null when it names none or a malformed one. */
export function contestIdOf(search: string): number | null {
  return idOf(new URLSearchParams(search).get('contest')?.trim() ?? '');
}

function contestChoice<C extends { id: number }>(param: string, lookup: ContestLookup<C>): ContestChoice<C> {
  if (!param) return { kind: 'none' };
  const id = idOf(param);
  if (id === null || (lookup !== 'loading' && lookup.kind === 'gone')) return { kind: 'unknown', value: shown(param) };
  if (lookup === 'loading') return { kind: 'loading' };
  if (lookup.kind === 'failed') return { kind: 'failed' };
  return lookup.record.id === id ? { kind: 'found', contest: lookup.record } : { kind: 'failed' };
}

export function parseJoinQuery<C extends { id: number; sport: string | null }>(
  search: string,
  known: { contest: ContestLookup<C>; sportSlugs: readonly string[]; interestEventIds: readonly number[] },
): JoinQuery<C> {
  const params = new URLSearchParams(search);
  const sportParam = params.get('sport') ?? '';
  const eventParam = params.get('event')?.trim() ?? '';
  const contest = contestChoice(params.get('contest')?.trim() ?? '', known.contest);

  const contestSport =
    contest.kind === 'found' && contest.contest.sport !== null && known.sportSlugs.includes(contest.contest.sport) ? contest.contest.sport : null;
  const sport = contestSport ?? (known.sportSlugs.includes(sportParam) ? sportParam : null);
  const pendingSport = sport === null && sportParam.length <= SLUG_MAX && SLUG_PATTERN.test(sportParam) ? sportParam : null;

  const eventId = idOf(eventParam);
  const event = eventId !== null && known.interestEventIds.includes(eventId) ? eventId : null;
  const unknownEvent = eventParam && event === null ? shown(eventParam) : null;

  return { contest, sport, pendingSport, event, unknownEvent };
}

/** Where a new athlete goes after registering: her contest's entry payment if it is still open, else her dashboard. */
export function afterJoinPath(contestId: number | null): string {
  return contestId === null ? '/user/dashboard/' : `/upcoming-contests/?enter=${contestId}`;
}
