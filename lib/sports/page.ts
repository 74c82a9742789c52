import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import type { Sport } from '@/lib/schemas/sport';
import { SPORT_TAB_ORDER, SPORT_TAB_LABELS, type SportTabId, type UpcomingEvent } from '@/lib/schemas/sport-tabs';
import type { Team } from '@/lib/teams/schema';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import type { Contest } from '@/lib/schemas/contest';
import { ticketEventDocument } from '@/lib/tickets/json-ld';
import { ticketEventHref } from '@/lib/tickets/links';
import { formatUSD } from '@/lib/format/en-us';
import { endOfDayAnywhere } from '@/lib/time/phase';

/** The tabs a sport page shows: those present in its file, in the fixed order, overview first. */
export function sportTabList(sport: Pick<Sport, 'tabs'>): { id: SportTabId; label: string }[] {
  return SPORT_TAB_ORDER.filter((id) => sport.tabs[id] !== undefined).map((id) => ({ id, label: SPORT_TAB_LABELS[id] }));
}

/** Event Tickets page, filtered to this sport on arrival; only for a sport with ticketed events. */
export function buyTicketsHref(sportSlug: string): string {
  return `/buy-tickets/?sport=${encodeURIComponent(sportSlug)}`;
}

/** The first event not over at `now` (the one a sport page's JSON-LD and description name), if any. */
export function nextTicketEvent(events: readonly TicketEvent[], now: number): TicketEvent | undefined {
  return events.find((e) => e.endMs > now);
}

/** One row of a sport's Upcoming Events list: a ticketed event, a contest, or another league date. */
export interface UpcomingItem {
  key: string;
  name: string;
  date: string;
  prize: number;
  /** When it is over, ms since epoch. */
  endMs: number;
  href?: string;
  kind: 'tickets' | 'contest' | 'date';
}

/**
 * The sport's upcoming list: its ticketed events, its contests and the other dates its file names,
 * soonest first, leaving out what is over at `now`. Each thing is its own record; the sport file
 * names only dates that are neither (the loader refuses a copy).
 */
export function upcomingItems(
  { events, contests, dates }: { events: readonly TicketEvent[]; contests: readonly Contest[]; dates: readonly UpcomingEvent[] },
  now: number,
): UpcomingItem[] {
  const items: UpcomingItem[] = [
    ...events.map((e) => ({
      key: `t${e.id}`,
      name: e.title,
      date: e.date,
      prize: e.prizePool,
      endMs: e.endMs,
      href: ticketEventHref(e.id),
      kind: 'tickets' as const,
    })),
    ...contests.map((c) => ({
      key: `c${c.id}`,
      name: c.title,
      date: c.startDate,
      prize: c.prize,
      endMs: endOfDayAnywhere(c.endDate),
      href: `/join/?contest=${c.id}`,
      kind: 'contest' as const,
    })),
    ...dates.map((d) => ({ key: `d${d.name}`, name: d.name, date: d.date, prize: d.prize, endMs: endOfDayAnywhere(d.date), kind: 'date' as const })),
  ];
  return items.filter((i) => i.endMs > now).sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

/** "11-1" */
export function teamRecord(team: Pick<Team, 'wins' | 'losses'>): string {
  return `${team.wins}-${team.losses}`;
}

/** Share of games won, "91.7%"; "0%" before any game. */
export function winPercentage(team: Pick<Team, 'wins' | 'losses'>): string {
  const played = team.wins + team.losses;
  if (played === 0) return '0%';
  return `${(Math.round((team.wins / played) * 1000) / 10).toString()}%`;
}

/** "9.6 / 10" */
export function formatRating(rating: number): string {
  return `${rating.toFixed(1)} / 10`;
}

/**
 * schema.org SportsEvent for the sport's next ticketed event (null when it has none): the event's own
 * node (lib/tickets/json-ld.ts, the one builder), with the league as organizer.
 */
export function sportEventJsonLd(event: TicketEvent | undefined, opts: { siteUrl: string; organizer: string }): Record<string, unknown> | null {
  return event ? ticketEventDocument(event, opts) : null;
}

/** Title and description of a sport page: its own, naming the scheduled event when there is one. */
export function sportMetadata(sport: Sport, event: TicketEvent | undefined): Metadata {
  const title = `Women's ${sport.name}: Athletes, Schedule and Tickets`;
  // Only figures that do not age: the page itself counts what is upcoming by the visitor's clock.
  const figures = `Prize pool ${formatUSD(sport.stats.totalPrizePool)}.`;
  const next = event ? ` Next: ${event.title}, ${event.city}.` : '';
  const description = `${sport.tagline} ${figures}${next}`.slice(0, 200);
  const canonical = `/sports/${sport.slug}/`;
  // The sport's illustration (drawn by npm run art) unless its file names its own picture.
  const ogImage = sport.image ? undefined : `og/sports/${sport.slug}.jpg`;
  return pageMetadata({ title, description, path: canonical, section: 'sports', ogImage });
}
