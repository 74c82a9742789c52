/**
 * The one iCalendar (RFC 5545) writer of the site: the league and sport feeds written at build time
 * and a fan's "Add to calendar" file for a ticket order. Pure: the caller passes every value,
 * including the DTSTAMP instant.
 *
 * - Lines end with CRLF and are folded at 75 octets (UTF-8 aware: a character is never split).
 * - TEXT values escape `\`, `;`, `,` and newlines.
 * - Timed events are written in the venue's own zone (`DTSTART;TZID=America/Chicago:...`), with a
 *   VTIMEZONE for every zone used, whose observances are the zone's UTC-offset changes read from
 *   the platform's time-zone database (see ./zones.ts). All-day events are DATE values.
 */
import { zoneComponent } from './zones';

/** A start at a local wall-clock time in an IANA zone, lasting some hours. */
export interface TimedWhen {
  allDay: false;
  /** 2026-12-12 */
  date: string;
  /** 18:00 */
  time: string;
  timeZone: string;
  durationHours: number;
}

/** Whole days, first and last included (2026-12-12 to 2026-12-13 is two days). */
export interface AllDayWhen {
  allDay: true;
  startDate: string;
  endDate: string;
}

export interface IcsEvent {
  /** Globally unique and stable for the record: a calendar replaces the event with the same UID. */
  uid: string;
  when: TimedWhen | AllDayWhen;
  summary: string;
  location?: string;
  description?: string;
  /** Absolute URL of the event's page. */
  url?: string;
  /** When the record was last revised: a calendar holding an older copy of the UID takes this one. */
  lastModified?: Date;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

export interface IcsCalendar {
  prodId: string;
  /** The calendar's name in apps that show one (X-WR-CALNAME). */
  name?: string;
  /** DTSTAMP of every event: when this file was written. */
  stamp: Date;
  events: readonly IcsEvent[];
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** A TEXT value: backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** How many octets one code point takes in UTF-8. */
function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** One content line folded into lines of at most 75 octets, continuations starting with a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0)!);
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 20261121T120000Z */
export function utcStamp(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** 2026-12-12 -> 20261212 */
function dateValue(date: string): string {
  return date.replace(/-/g, '');
}

/** The day after a calendar date (DTEND of an all-day event is exclusive). */
function nextDay(date: string): string {
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** PT5H, PT1H30M */
function duration(hours: number): string {
  const minutes = Math.round(hours * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

function whenLines(when: IcsEvent['when']): string[] {
  if (when.allDay) return [`DTSTART;VALUE=DATE:${dateValue(when.startDate)}`, `DTEND;VALUE=DATE:${dateValue(nextDay(when.endDate))}`];
  return [`DTSTART;TZID=${when.timeZone}:${dateValue(when.date)}T${when.time.replace(':', '')}00`, `DURATION:${duration(when.durationHours)}`];
}

function eventLines(event: IcsEvent, stamp: string): string[] {
  const text = (name: string, value: string | undefined) => (value ? [`${name}:${escapeText(value)}`] : []);
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    ...(event.lastModified ? [`LAST-MODIFIED:${utcStamp(event.lastModified)}`] : []),
    ...whenLines(event.when),
    ...text('SUMMARY', event.summary),
    ...text('LOCATION', event.location),
    ...text('DESCRIPTION', event.description),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    'END:VEVENT',
  ];
}

/** The years a zone's VTIMEZONE must cover: those of its events, and the year before (the offset in force at the first start). */
function zoneYears(events: readonly IcsEvent[]): Map<string, { from: number; to: number }> {
  const zones = new Map<string, { from: number; to: number }>();
  for (const { when } of events) {
    if (when.allDay) continue;
    const year = Number(when.date.slice(0, 4));
    const seen = zones.get(when.timeZone);
    zones.set(when.timeZone, { from: Math.min(seen?.from ?? year, year - 1), to: Math.max(seen?.to ?? year, year) });
  }
  return zones;
}

/** A whole VCALENDAR: CRLF line ends, folded lines, one VTIMEZONE per zone used, the events in the order given. */
export function writeCalendar(calendar: IcsCalendar): string {
  const stamp = utcStamp(calendar.stamp);
  const zones = [...zoneYears(calendar.events)].sort(([a], [b]) => a.localeCompare(b));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(calendar.name ? [`X-WR-CALNAME:${escapeText(calendar.name)}`] : []),
    ...zones.flatMap(([zone, years]) => zoneComponent(zone, years.from, years.to)),
    ...calendar.events.flatMap((e) => eventLines(e, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
