import 'server-only';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { PAGE_ROUTES, type PagePath, type RouteEntry } from '@/lib/site/page-routes';
import { getInfoPage } from './info';
import { getSite } from './site';
import type { SpecialEvent } from '@/lib/schemas/special-event';
import type { Article } from '@/lib/schemas/article';
import type { AthleteView } from '@/lib/athletes/view';
import { athleteHref } from '@/lib/athletes/links';
import type { Team } from '@/lib/teams/schema';
import { teamHref, teamPlace } from '@/lib/teams/roster';
import { teamRecord } from '@/lib/sports/page';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { ticketEventHref } from '@/lib/tickets/links';
import { sportScheduleHref } from '@/lib/schedule/feed-urls';

/** Title and description of a fixed page, from the table or its info page's data file. */
function titleOf(path: PagePath): { title: string; description: string } {
  const entry: RouteEntry = PAGE_ROUTES[path];
  if ('info' in entry) {
    const page = getInfoPage(entry.info);
    return { title: page.title, description: page.description };
  }
  return { title: entry.title, description: entry.description };
}

/** A fixed page's metadata: `export const metadata = routeMetadata('/help/')`. */
export function routeMetadata(path: PagePath): Metadata {
  const entry: RouteEntry = PAGE_ROUTES[path];
  return pageMetadata({ ...titleOf(path), path, section: entry.section, noindex: entry.noindex });
}

/** Home: the site's name and tagline, not suffixed with the site's name. */
export function homeMetadata(): Metadata {
  const site = getSite();
  const title = `${site.name}: ${site.tagline}`;
  return { ...pageMetadata({ title, description: site.description, path: '/', section: 'home' }), title: { absolute: title } };
}

/** A special event's page. */
export function specialEventMetadata(event: SpecialEvent): Metadata {
  return pageMetadata({
    title: `${event.name}: League Special Events`,
    description: `${event.tagline} ${event.description}`.slice(0, 160),
    path: `/events/${event.slug}/`,
    section: 'events',
  });
}

/** An athlete's page. */
export function athleteMetadata(athlete: Pick<AthleteView, 'id' | 'name' | 'sportName' | 'position' | 'achievement' | 'place'>): Metadata {
  return pageMetadata({
    title: `${athlete.name}, ${athlete.sportName} ${athlete.position}`,
    description:
      `${athlete.name} plays ${athlete.sportName.toLowerCase()} for the ${getSite().name} (${athlete.position}, ${athlete.place}).${athlete.achievement ? ` ${athlete.achievement}.` : ''}`.slice(
        0,
        160,
      ),
    path: athleteHref(athlete.id),
    section: 'sports',
  });
}

/** A news article's page: an Open Graph article with its date and author. */
export function articleMetadata(article: Article): Metadata {
  const meta = pageMetadata({ title: article.title, description: article.summary, path: `/recap-news/${article.slug}/`, section: 'news' });
  return { ...meta, openGraph: { ...meta.openGraph, type: 'article', publishedTime: article.date, authors: [article.author] } };
}

/** A team's page. */
export function teamMetadata(team: Team, sportName: string): Metadata {
  return pageMetadata({
    title: `${team.name}, ${sportName} Team`,
    description:
      `${team.name} play ${sportName.toLowerCase()} for the ${getSite().name} from ${teamPlace(team)}: ${teamRecord(team)} this season, ${team.championships} ${team.championships === 1 ? 'championship' : 'championships'}.`.slice(
        0,
        160,
      ),
    path: teamHref(team.id),
    section: 'sports',
  });
}

/** A ticketed event's page: what, when and where, for search results and shared links. */
export function ticketEventMetadata(
  event: Pick<TicketEvent, 'id' | 'title' | 'sportName' | 'dateLabel' | 'venue' | 'city' | 'region' | 'description'>,
): Metadata {
  return pageMetadata({
    title: `${event.title}: Tickets`,
    description: `${event.sportName}, ${event.dateLabel} at ${event.venue}, ${event.city}, ${event.region}. ${event.description}`.slice(0, 160),
    path: ticketEventHref(event.id),
    section: 'tickets',
  });
}

/** A sport's schedule page (/schedule/<sport>/). */
export function sportScheduleMetadata(name: string, slug: string): Metadata {
  return pageMetadata({
    title: `${name} Schedule`,
    description: `Every ${name} event of the league by month, ticketed events and contests, with the ${name} calendar feed to subscribe to.`,
    path: sportScheduleHref(slug),
    section: PAGE_ROUTES['/schedule/'].section,
  });
}
