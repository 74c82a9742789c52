import { isEntryOpen } from '@/lib/contests/entry';
import type { Contest } from '@/lib/schemas/contest';

/**
 * What /upcoming-contests/?enter=<id> asks for (the join form sends a new athlete here after she
 * registered for a contest): open that contest's entry payment. Pure: the page passes the query
 * string, the contests, whether someone is signed in and the visitor's clock.
 */
export type EnterLink<C> =
  { kind: 'none' } | { kind: 'unknown'; value: string } | { kind: 'closed'; contest: C } | { kind: 'sign-in'; contest: C } | { kind: 'pay'; contest: C };

export function readEnterLink<C extends Pick<Contest, 'id' | 'startDate' | 'endDate'>>(
  search: string,
  contests: readonly C[],
  signedIn: boolean,
  now: number,
): EnterLink<C> {
  const value = new URLSearchParams(search).get('enter')?.trim() ?? '';
  if (!value) return { kind: 'none' };
  const contest = /^[1-9]\d{0,8}$/.test(value) ? contests.find((c) => c.id === Number(value)) : undefined;
  if (!contest) return { kind: 'unknown', value: value.length > 40 ? `${value.slice(0, 40)}…` : value };
  if (!isEntryOpen(contest, now)) return { kind: 'closed', contest };
  return signedIn ? { kind: 'pay', contest } : { kind: 'sign-in', contest };
}
