import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo';
import type { Sport } from '@/lib/schemas/sport';
import { SPORT_TAB_ORDER, SPORT_TAB_LABELS, type Recap, type ScheduledEvent, type SportTabId, type Team } from '@/lib/schemas/sport-tabs';
import { allInPrice } from '@/lib/pricing';
import { formatUSD } from '@/lib/format';
import { EVENT_UTC_OFFSET } from '@/lib/constants';

/** The tabs a sport page shows: those present in its file, in the fixed order, overview first. */
export function sportTabList(sport: Pick<Sport, 'tabs'>): { id: SportTabId; label: string }[] {
  return SPORT_TAB_ORDER.filter((id) => sport.tabs[id] !== undefined).map((id) => ({ id, label: SPORT_TAB_LABELS[id] }));
}

/** Event Tickets page, filtered to this sport on arrival (decisions §2). */
export function buyTicketsHref(sportName: string): string {
  return `/buy-tickets/?sport=${encodeURIComponent(sportName)}`;
}

/** Recap News filtered to this sport (Watch Highlights, decisions §2). */
export function highlightsHref(slug: string): string {
  return `/recap-news/?sport=${encodeURIComponent(slug)}`;
}

/** Read More: the article when the recap names one, else the sport's news. */
export function recapHref(sportSlug: string, recap: Pick<Recap, 'articleSlug'>): string {
  return recap.articleSlug ? `/recap-news/${recap.articleSlug}/` : highlightsHref(sportSlug);
}

/** The sport's scheduled event: the schedule tab's, else the tickets tab's. */
export function scheduledEvent(sport: Pick<Sport, 'tabs'>): ScheduledEvent | undefined {
  return sport.tabs.schedule?.event ?? sport.tabs.tickets?.event;
}

/** "2027-02-20T18:00:00-05:00": the event's start, read as EST (league times are EST). */
export function eventStartIso(event: Pick<ScheduledEvent, 'date' | 'time'>): string {
  return `${event.date}T${event.time}:00${EVENT_UTC_OFFSET}`;
}

/** "7:30 PM EST" from "19:30". */
export function formatEstTime(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'} EST`;
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
 * schema.org SportsEvent for the sport's scheduled event (null when the file has none). The offer
 * price is the all-in "from" price a fan pays (decisions §4).
 */
export function sportEventJsonLd(sport: Sport, opts: { siteUrl: string; organizer: string }): Record<string, unknown> | null {
  const event = scheduledEvent(sport);
  if (!event) return null;
  const base = opts.siteUrl.replace(/\/$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: event.name,
    description: event.description ?? `${event.name}: women's ${sport.name.toLowerCase()} at ${event.venue}, ${event.city}.`,
    sport: sport.name,
    startDate: eventStartIso(event),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: `${base}/sports/${sport.slug}/`,
    location: {
      '@type': 'Place',
      name: event.venue,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.streetAddress,
        addressLocality: event.city,
        addressRegion: event.region,
        addressCountry: event.country,
      },
    },
    offers: {
      '@type': 'Offer',
      price: allInPrice(event.priceFrom).toFixed(2),
      priceCurrency: 'USD',
      availability: event.ticketsAvailable > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url: `${base}${buyTicketsHref(sport.name)}`,
    },
    organizer: { '@type': 'SportsOrganization', name: opts.organizer, url: `${base}/` },
  };
}



/** Title and description of a sport page: its own, naming the scheduled event when there is one. */
export function sportMetadata(sport: Sport): Metadata {
  const event = scheduledEvent(sport);
  const title = `Women's ${sport.name}: Athletes, Schedule and Tickets`;
  const figures = `${sport.stats.totalAthletes} athletes, ${sport.stats.upcomingEvents} upcoming events and a ${formatUSD(sport.stats.totalPrizePool)} prize pool.`;
  const next = event ? ` Next: ${event.name}, ${event.city}.` : '';
  const description = `${sport.tagline} ${figures}${next}`.slice(0, 200);
  const canonical = `/sports/${sport.slug}/`;
  return pageMetadata({ title, description, path: canonical, section: 'sports' });
}
