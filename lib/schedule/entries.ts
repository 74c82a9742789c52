/**
 * The league schedule: every ticketed event, contest, dated special-event departure and sport
 * competition (a sport file's other dates) as one kind
 * of entry, with what the /schedule/ page and the calendar feeds need. Pure and browser-safe: the
 * build's loader (lib/content/schedule.ts) passes the records; the page passes the visitor's clock.
 */
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import type { Contest } from '@/lib/schemas/contest';
import type { SpecialEvent } from '@/lib/schemas/special-event';
import type { UpcomingEvent } from '@/lib/schemas/sport-tabs';
import type { AllDayWhen, TimedWhen } from '@/lib/calendar/ics';
import { contestWindow } from '@/lib/contests/entry';
import { SPECIAL_EVENTS_CATEGORY } from '@/lib/contests/constants';
import { endOfDayAnywhere, eventPhase, startOfDayAnywhere, type EventPhase } from '@/lib/time/phase';
import { formatDate, formatMonth, formatUSD } from '@/lib/format/en-us';
import { ticketedEntryId } from './feed-urls';
import { ticketEventHref } from '@/lib/tickets/links';

export type ScheduleKind = 'ticketed' | 'contest' | 'special' | 'competition';

export const KIND_LABEL: Record<ScheduleKind, string> = {
  ticketed: 'Ticketed event',
  contest: 'Contest',
  special: 'Special event',
  competition: 'Competition',
};

export interface ScheduleEntry {
  /** Stable for the record: `ticketed-3`, `contest-2`, `special-cruises-caribbean-sports-cruise`. The feeds' UIDs are built from it. */
  id: string;
  kind: ScheduleKind;
  title: string;
  description: string;
  /** The sport's slug, or null (a special event, or a contest open to every sport). */
  sport: string | null;
  /** "Soccer", "Special Events". */
  sportName: string;
  when: TimedWhen | AllDayWhen;
  startMs: number;
  endMs: number;
  /** The month it starts in, at its own place: 2026-12. */
  month: string;
  /** "December 12, 2026" or "February 6-7, 2027" style range: "February 6, 2027 to February 7, 2027". */
  dateLabel: string;
  /** "6:00 PM CST" for a timed event; null for whole days. */
  timeLabel: string | null;
  /** For <time dateTime>: 2026-12-12T18:00:00-06:00, or the first day. */
  startsAt: string;
  location: string;
  /** Site path of its page (no base path): /buy-tickets/3/, /upcoming-contests/#contest-2, /events/cruises/. */
  href: string;
}

/** "caribbean-sports-cruise" */
export function slugOf(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'item'
  );
}

/** `base`, or `base-2`, `base-3`... the first not in `seen` (then added to it): two trips of one name keep ids of their own. */
function uniqueId(seen: Set<string>, base: string): string {
  let id = base;
  for (let n = 2; seen.has(id); n++) id = `${base}-${n}`;
  seen.add(id);
  return id;
}

/** YYYY-MM-DD plus `days`. */
function addDays(date: string, days: number): string {
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

function dayRangeLabel(startDate: string, endDate: string): string {
  return startDate === endDate ? formatDate(startDate) : `${formatDate(startDate)} to ${formatDate(endDate)}`;
}

function allDay(startDate: string, endDate: string): Pick<ScheduleEntry, 'when' | 'startMs' | 'endMs' | 'month' | 'dateLabel' | 'timeLabel' | 'startsAt'> {
  return {
    when: { allDay: true, startDate, endDate },
    startMs: startOfDayAnywhere(startDate),
    endMs: endOfDayAnywhere(endDate),
    month: startDate.slice(0, 7),
    dateLabel: dayRangeLabel(startDate, endDate),
    timeLabel: null,
    startsAt: startDate,
  };
}

export function ticketedEntry(e: TicketEvent): ScheduleEntry {
  return {
    id: ticketedEntryId(e.id),
    kind: 'ticketed',
    title: e.title,
    description: e.description,
    sport: e.sport,
    sportName: e.sportName,
    when: { allDay: false, date: e.date, time: e.time, timeZone: e.timeZone, durationHours: e.durationHours },
    startMs: e.startMs,
    endMs: e.endMs,
    month: e.date.slice(0, 7),
    dateLabel: e.dateLabel,
    timeLabel: e.timeLabel,
    startsAt: e.startsAt,
    location: `${e.venue}, ${e.streetAddress}, ${e.city}, ${e.region} ${e.postalCode}`,
    href: ticketEventHref(e.id),
  };
}

export function contestEntry(c: Contest, sports: readonly { slug: string; name: string }[]): ScheduleEntry {
  const special = c.category === SPECIAL_EVENTS_CATEGORY;
  const { startMs, endMs } = contestWindow(c);
  return {
    id: `contest-${c.id}`,
    kind: 'contest',
    title: c.title,
    description: c.description,
    sport: special ? null : c.category,
    sportName: special ? 'Special Events' : (sports.find((s) => s.slug === c.category)?.name ?? c.category),
    ...allDay(c.startDate, c.endDate),
    // A contest's own window (lib/contests/entry.ts): the same whole days.
    startMs,
    endMs,
    location: 'Online: streamed live',
    href: `/upcoming-contests/#contest-${c.id}`,
  };
}

/** The dated parts of a special event: its cruises and travel packages, each from its departure for its number of days. */
export function specialEntries(event: SpecialEvent): ScheduleEntry[] {
  const seen = new Set<string>();
  return event.tabs.flatMap((tab) => {
    const trips = [
      ...(tab.cruises ?? []).map((c) => ({ ...c, location: `Departs ${c.departurePort}` })),
      ...(tab.packages ?? []).map((p) => ({ ...p, location: p.destinations.join(', ') })),
    ];
    return trips.map((trip): ScheduleEntry => {
      const id = uniqueId(seen, `special-${event.slug}-${slugOf(trip.name)}`);
      return {
        id,
        kind: 'special',
        title: trip.name,
        description: trip.description,
        sport: null,
        sportName: `Special Events: ${event.name}`,
        ...allDay(trip.departureDate, addDays(trip.departureDate, trip.durationDays - 1)),
        location: trip.location,
        href: `/events/${event.slug}/`,
      };
    });
  });
}

/**
 * A sport's other dates (its file's overview `upcomingEvents`: competitions with prize money and no
 * tickets sold here), each a whole day, linking to the sport's page that lists them.
 */
export function competitionEntries(sport: { slug: string; name: string }, dates: readonly UpcomingEvent[]): ScheduleEntry[] {
  const seen = new Set<string>();
  return dates.map((d): ScheduleEntry => {
    const id = uniqueId(seen, `competition-${sport.slug}-${slugOf(d.name)}`);
    return {
      id,
      kind: 'competition',
      title: d.name,
      description: `Prize money ${formatUSD(d.prize)}.`,
      sport: sport.slug,
      sportName: sport.name,
      ...allDay(d.date, d.date),
      location: '',
      href: `/sports/${sport.slug}/`,
    };
  });
}

/** Every entry, soonest first (then by id, so the order never depends on the files' order). */
export function sortEntries(entries: readonly ScheduleEntry[]): ScheduleEntry[] {
  return [...entries].sort((a, b) => a.startMs - b.startMs || a.id.localeCompare(b.id));
}

export function entryPhase(entry: Pick<ScheduleEntry, 'startMs' | 'endMs'>, now: number): EventPhase {
  return eventPhase(entry.startMs, entry.endMs, now);
}

/** The entries of one sport (all of them for ""). */
export function filterBySport<E extends Pick<ScheduleEntry, 'sport'>>(entries: readonly E[], sport: string): E[] {
  return sport ? entries.filter((e) => e.sport === sport) : [...entries];
}

export interface MonthGroup<E> {
  /** 2026-12 */
  month: string;
  /** "December 2026" */
  label: string;
  entries: E[];
}

/** Entries grouped by the month they start in, months in the order they first appear (sorted entries give months in time order). */
export function groupByMonth<E extends Pick<ScheduleEntry, 'month'>>(entries: readonly E[]): MonthGroup<E>[] {
  const groups = new Map<string, E[]>();
  for (const e of entries) {
    const list = groups.get(e.month);
    if (list) list.push(e);
    else groups.set(e.month, [e]);
  }
  return [...groups].map(([month, list]) => ({ month, label: formatMonth(month), entries: list }));
}

/**
 * What the page lists: entries not yet over by `now` grouped by month, soonest first; then those
 * that have ended, by month, most recent month first (a fan looks ahead; the season so far stays
 * one heading away). Each list keeps the entries' own order within a month.
 */
export function scheduleSections<E extends Pick<ScheduleEntry, 'month' | 'startMs' | 'endMs'>>(
  entries: readonly E[],
  now: number,
): { upcoming: MonthGroup<E>[]; past: MonthGroup<E>[] } {
  const upcoming = entries.filter((e) => entryPhase(e, now) !== 'ended');
  const past = entries.filter((e) => entryPhase(e, now) === 'ended');
  return { upcoming: groupByMonth(upcoming), past: groupByMonth(past).reverse() };
}

/**
 * The order the schedule's pages list its entries in, as of `now` (the build): what is still to come
 * (soonest first), then what has ended (latest month first), as the sections read. Each page then
 * splits its own entries at the visitor's clock.
 */
export function scheduleOrder<E extends Pick<ScheduleEntry, 'month' | 'startMs' | 'endMs'>>(entries: readonly E[], now: number): E[] {
  const { upcoming, past } = scheduleSections(entries, now);
  return [...upcoming, ...past].flatMap((g) => g.entries);
}
