/** Times of ticketed events: local wall-clock time at the venue, turned into instants and labels. */
import { DEFAULT_DURATION_HOURS } from './constants';

interface LocalStart {
  date: string; // 2026-12-12
  time: string; // 18:00
  timeZone: string; // America/Chicago
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** A zone's offset from UTC in minutes at an instant (-360 for Chicago in winter). */
export function offsetMinutesAt(instant: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

/** The instant (ms since epoch) an event starts. */
export function startInstant({ date, time, timeZone }: LocalStart): number {
  const [y = NaN, mo = NaN, d = NaN] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // Two passes settle the offset around daylight-saving changes.
  let offset = offsetMinutesAt(asUtc, timeZone);
  offset = offsetMinutesAt(asUtc - offset * 60_000, timeZone);
  return asUtc - offset * 60_000;
}

/** When an event starts and ends (ms since epoch): its local start, then its length in hours. */
export function eventWindow(e: LocalStart & { durationHours?: number }): { startMs: number; endMs: number } {
  const startMs = startInstant(e);
  return { startMs, endMs: startMs + (e.durationHours ?? DEFAULT_DURATION_HOURS) * 3_600_000 };
}

/** "2026-12-12T18:00:00-06:00": the local start with its UTC offset (schema.org startDate). */
export function startsAtIso(start: LocalStart): string {
  const offset = offsetMinutesAt(startInstant(start), start.timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${start.date}T${start.time}:00${sign}${hh}:${mm}`;
}

/** "6:00 PM CST" */
export function timeLabel(start: LocalStart): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: start.timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(
    new Date(startInstant(start)),
  );
}
