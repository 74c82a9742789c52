/**
 * VTIMEZONE components computed from the platform's time-zone database (Intl), so a feed carries
 * the rules of every zone it uses and needs no table of its own. Each component opens with the
 * offset in force on 1 January of its first year, then one observance per offset change up to the
 * end of its last year (daylight saving, or a zone changing its standard time).
 */
import { offsetMinutesAt } from '@/lib/tickets/event-time';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface OffsetChange {
  /** The first instant (ms) of the new offset. */
  at: number;
  from: number;
  to: number;
}

/** Every change of a zone's UTC offset (in minutes) from the start of `fromYear` to the end of `toYear`, in time order. */
export function offsetChanges(timeZone: string, fromYear: number, toYear: number): OffsetChange[] {
  const changes: OffsetChange[] = [];
  const end = Date.UTC(toYear + 1, 0, 1);
  let t = Date.UTC(fromYear, 0, 1);
  let offset = offsetMinutesAt(t, timeZone);
  while (t < end) {
    const next = Math.min(t + DAY_MS, end);
    const nextOffset = offsetMinutesAt(next, timeZone);
    if (nextOffset !== offset) {
      // The change lies in (t, next]: narrow it down to the minute.
      let lo = t;
      let hi = next;
      while (hi - lo > MINUTE_MS) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
        if (offsetMinutesAt(mid, timeZone) === offset) lo = mid;
        else hi = mid;
      }
      changes.push({ at: hi, from: offset, to: nextOffset });
    }
    offset = nextOffset;
    t = next;
  }
  return changes;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** -360 -> -0600 */
export function offsetValue(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** The wall-clock time at an instant in a fixed offset, as a local DATE-TIME: 20270314T020000. */
function localValue(instant: number, offset: number): string {
  const d = new Date(instant + offset * MINUTE_MS);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** "CST", "GMT+1": the zone's short name at an instant. */
function zoneName(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(instant));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? 'UTC';
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', start: string, from: number, to: number, name: string): string[] {
  return [`BEGIN:${kind}`, `DTSTART:${start}`, `TZOFFSETFROM:${offsetValue(from)}`, `TZOFFSETTO:${offsetValue(to)}`, `TZNAME:${name}`, `END:${kind}`];
}

/** The content lines of one VTIMEZONE covering `fromYear` through `toYear`. */
export function zoneComponent(timeZone: string, fromYear: number, toYear: number): string[] {
  const start = Date.UTC(fromYear, 0, 1);
  const first = offsetMinutesAt(start, timeZone);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  lines.push(...observance('STANDARD', `${fromYear}0101T000000`, first, first, zoneName(start, timeZone)));
  for (const change of offsetChanges(timeZone, fromYear, toYear)) {
    // Clocks going forward start daylight time; going back, standard time.
    const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
    // DTSTART is the wall-clock time of the change in the offset before it (RFC 5545 3.6.5).
    lines.push(...observance(kind, localValue(change.at, change.from), change.from, change.to, zoneName(change.at, timeZone)));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
