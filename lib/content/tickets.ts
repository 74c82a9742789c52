import 'server-only';
import type { FanTestimonial, TicketEvent, TicketFaq } from '@/lib/schemas/ticket-event';
import { formatDate } from '@/lib/format/en-us';
import { eventWindow, startsAtIso, timeLabel } from '@/lib/tickets/event-time';
import { ticketSportChips, type SportChip } from '@/lib/tickets/filter';
import { collectionLabel, collections } from './collections';
import { assertCollectionRefs, derivedContent, readCollectionFile } from './read';
import { foldByFeaturedSports, getSportLinks } from './sports';
import { getSite } from './site';
import { athleteIndex } from './athletes';
import { groupBy } from '@/lib/content/group-by';
import { assertTicketRules } from './rule-refs';
import { getLiveData } from './live';
import { featuredCandidates } from '@/lib/tickets/availability';

const LABEL = collectionLabel(collections.tickets);

function readTickets() {
  return derivedContent('ticketsChecked', () => {
    const file = readCollectionFile(collections.tickets);
    assertCollectionRefs(collections.tickets, file);
    assertTicketRules(LABEL, file, athleteIndex);
    return file;
  });
}

/** The ticketed events of data/tickets.json, validated, sorted by start then id, with instants and labels. */
export function getTicketEvents(): TicketEvent[] {
  const events = derivedContent('ticketEvents', () => {
    const names = new Map(getSportLinks().map((s) => [s.slug, s.name]));
    const file = readTickets();
    const athletes = file.events.some((e) => e.athletes.length) ? athleteIndex() : new Map();
    return file.events
      .map((e) => {
        return {
          ...e,
          sportName: names.get(e.sport)!,
          startsAt: startsAtIso(e),
          ...eventWindow(e),
          dateLabel: formatDate(e.date),
          timeLabel: timeLabel(e),
          performers: e.athletes.map((id) => athletes.get(id)!.name),
        };
      })
      .sort((a, b) => a.startMs - b.startMs || a.id - b.id);
  });
  return [...events];
}

/** One sport's ticketed events, soonest first. */
export function getSportTicketEvents(slug: string): TicketEvent[] {
  return [...(derivedContent('ticketEventsBySport', () => groupBy(getTicketEvents(), (e) => [e.sport])).get(slug) ?? [])];
}

/** Her ticketed events (those whose `athletes` list holds her id), soonest first. */
export function getAthleteTicketEvents(id: string): TicketEvent[] {
  return [...(derivedContent('ticketEventsByAthlete', () => groupBy(getTicketEvents(), (e) => e.athletes)).get(id) ?? [])];
}

/** The tickets page's sport chips: the sports that have a ticketed event, in the sports' order. */
export function getTicketSportChips(): SportChip[] {
  return ticketSportChips(getSportLinks(), getTicketEvents());
}

/** The ids of every ticketed event, for checking references from other files. */
export function getTicketEventIds(): Set<number> {
  return new Set(readTickets().events.map((e) => e.id));
}

/** What a ticketed event's own page shows: the event as pages use it, and its athletes by id and name. */
export interface TicketEventPageData {
  event: TicketEvent;
  athletes: { id: string; name: string }[];
}

/** Every ticketed event's id, as its page's address segment, in the file's order: one page each. */
export function getTicketEventPageIds(): string[] {
  return readTickets().events.map((e) => String(e.id));
}

/** The event whose id is `id` (its page's segment), or undefined. */
export function getTicketEventPageData(id: string): TicketEventPageData | undefined {
  const event = derivedContent('ticketEventById', () => new Map(getTicketEvents().map((e) => [String(e.id), e]))).get(id);
  if (!event) return undefined;
  return { event, athletes: event.athletes.map((athleteId, i) => ({ id: athleteId, name: event.performers[i]! })) };
}

/** The home page's featured events: the records data/site.json names by id, in its order. */
export function getHomeFeaturedEvents(): TicketEvent[] {
  const events = getTicketEvents();
  const site = getSite();
  assertCollectionRefs(collections.site, site, { paths: ['featuredEvents[]'] });
  return site.featuredEvents.map((id) => events.find((e) => e.id === id)!);
}

/** The featured event (the first one marked featured, else the first event). */
export function getFeaturedTicketEvent(events: TicketEvent[]): TicketEvent {
  const featured = events.find((e) => e.featured) ?? events[0];
  if (!featured) throw new Error('data/tickets.json: no ticketed events to feature');
  return featured;
}

export function getTicketTestimonials(): FanTestimonial[] {
  return readTickets().testimonials;
}

export function getTicketFaq(): TicketFaq[] {
  return readTickets().faq;
}

/**
 * What every page of /buy-tickets/ shows beside its slice of events: the featured banner's events
 * (the marked one and those it gives way to: lib/tickets/availability.ts featuredCandidates), the
 * sport chips, the fans' words, the questions, the league's address and when the live contest ends.
 */
export function getTicketsPageParts() {
  const events = getTicketEvents();
  const featuredId = getFeaturedTicketEvent(events).id;
  return {
    featured: featuredCandidates(events, featuredId),
    featuredId,
    chips: foldByFeaturedSports(getTicketSportChips()),
    testimonials: getTicketTestimonials(),
    faq: getTicketFaq(),
    leagueEmail: getSite().contact.email,
    liveEndsAt: Date.parse(getLiveData().contest.endsAt),
  };
}
