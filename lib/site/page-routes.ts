import type { OgSection } from './seo';
import type { InfoPageSlug } from '@/lib/content/info';

/** The banner a page opens with; `title` defaults to the page's title. */
export interface RouteHeading {
  eyebrow: string;
  title?: string;
  intro: string;
}

/** A fixed page: its title and description (or the info page whose data file has them), social image section and banner. */
export type RouteEntry = { section: OgSection; noindex?: boolean } & (
  { title: string; description: string; heading?: RouteHeading } | { info: InfoPageSlug; eyebrow: string }
);

const LEAGUE = "Women's Athletic League";

/** Every fixed page but home (its title is the site's own): the one place their titles, descriptions and banners are written. */
export const PAGE_ROUTES = {
  '/join/': {
    title: 'Join the League',
    description: `Join the ${LEAGUE} free: create an athlete account, choose your sport and enter paid events with cash prizes.`,
    section: 'join',
    heading: { eyebrow: 'Athletes', intro: 'Create your free athlete account, pick your sport and start entering paid events with cash prizes.' },
  },
  '/live-contest/': {
    title: 'Live Contest',
    description: 'Watch the live contest, chat with other fans and vote once for the athlete you want to win.',
    section: 'live',
    heading: {
      eyebrow: 'Live contest',
      title: 'Live Contest Voting',
      intro: 'Watch two athletes go head to head, cheer in the chat and cast your vote before the countdown ends.',
    },
  },
  '/live-event/': {
    title: 'Live Event',
    description: 'Go live and compete for a $10,000 prize pool with audience voting and live chat.',
    section: 'live',
    heading: {
      eyebrow: 'Compete live',
      title: 'Live Competition',
      intro: 'Go live from your camera, compete for the $10,000 prize pool and collect audience votes.',
    },
  },
  '/upcoming-contests/': {
    title: 'Upcoming Events',
    description: 'Upcoming contests with cash prizes: search by sport, see entry fees and dates, and enter.',
    section: 'contests',
    heading: { eyebrow: 'Contests', intro: 'Enter live contests with cash prizes in your sport. Entry fees from $49 to $99.' },
  },
  '/buy-tickets/': {
    title: 'Event Tickets',
    description: "Buy tickets to women's league events in soccer, basketball, tennis, swimming and more, with all-in prices including fees.",
    section: 'tickets',
    heading: {
      eyebrow: 'Tickets',
      intro: 'Find league events near you. Every price you see includes the service fee, so the number on the card is what you pay.',
    },
  },
  '/schedule/': {
    title: 'League Schedule',
    description: 'Every ticketed event, contest, competition and special event of the league by month, with a sport filter and calendar feeds to subscribe to.',
    section: 'events',
    heading: {
      eyebrow: 'Schedule',
      intro: 'Every league event by month: ticketed nights, contests and special-event trips. Pick a sport, or subscribe to its calendar.',
    },
  },
  '/my-tickets/': {
    title: 'My Tickets',
    description: 'Your league ticket orders with a QR code per seat and an Add to calendar file.',
    section: 'tickets',
    heading: {
      eyebrow: 'Your orders',
      intro: 'Your ticket orders in this browser, each seat with its own QR code for entry and a calendar file for the day.',
    },
  },
  '/my-orders/': {
    title: 'My Orders',
    description: 'Your shop orders, ticket orders and contest entry fees paid in this browser, with receipts.',
    section: 'shop',
    heading: {
      eyebrow: 'Your orders',
      intro: 'Shop orders, tickets and contest entry fees paid in this browser: status, what you bought, what you paid and where it ships.',
    },
  },
  '/winner-announcements/': {
    title: 'Winners',
    description: `Winners of recent ${LEAGUE} events: champions, prizes and highlights.`,
    section: 'winners',
    heading: {
      eyebrow: 'Champions',
      title: 'Winner Announcements',
      intro: 'Meet the athletes who took home the prize money in recent league events.',
    },
  },
  '/recap-news/': {
    title: 'Recap News & Blog',
    description: `Recaps, tournament reports, records and news from the ${LEAGUE}.`,
    section: 'news',
    heading: { eyebrow: 'News', intro: 'Championship recaps, tournament reports, broken records and league news.' },
  },
  '/purchase-uniforms/': {
    title: 'Shop Uniforms & Merch',
    description: 'Official league uniforms, fan merchandise and equipment. Free shipping over $75.',
    section: 'shop',
  },
  '/user/dashboard/': {
    title: 'Athlete Dashboard',
    description: 'The athlete dashboard: analytics, earnings, tickets, profile, events and settings.',
    section: 'join',
    noindex: true,
    heading: { eyebrow: 'Your account', intro: 'Your earnings, events, tickets and profile, kept in this browser.' },
  },
  '/admin/login/': {
    title: 'Admin Sign In',
    description: "Sign in to the league's browser admin.",
    section: 'info',
    noindex: true,
    heading: { eyebrow: 'Administration', intro: 'Sign in to manage events and athletes.' },
  },
  '/admin/dashboard/': {
    title: 'Admin Dashboard',
    description: 'The league admin dashboard: events, athletes and analytics.',
    section: 'info',
    noindex: true,
    heading: { eyebrow: 'Administration', intro: 'Manage events, review athlete applications and process payouts.' },
  },
  '/how-it-works/': { info: 'how-it-works', eyebrow: 'Explainer', section: 'info' },
  '/guidelines/': { info: 'guidelines', eyebrow: 'Fair play', section: 'info' },
  '/safety-center/': { info: 'safety-center', eyebrow: 'Safety', section: 'info' },
  '/privacy/': { info: 'privacy', eyebrow: 'Legal', section: 'info' },
  '/terms/': { info: 'terms', eyebrow: 'Legal', section: 'info' },
  '/help/': {
    title: 'Help Center',
    description: 'Answers to common questions about accounts, contests, tickets, refunds and payouts.',
    section: 'info',
    heading: { eyebrow: 'Support', intro: 'Answers about accounts, contests, tickets, refunds and payouts.' },
  },
  '/careers/': {
    title: 'Careers',
    description: `Open positions at the ${LEAGUE}.`,
    section: 'info',
    heading: { eyebrow: 'Careers', title: 'Join Our Team', intro: 'Help build the league that pays women athletes what they are worth.' },
  },
  '/partners/': {
    title: 'Partners',
    description: `Partner with the ${LEAGUE}: global reach, talent access, brand visibility and exclusive events.`,
    section: 'info',
    heading: { eyebrow: 'Partnerships', title: 'Our Partners', intro: "Brands and venues that grow women's sport with us, and how to become one." },
  },
  '/sports/': {
    title: 'All Sports',
    description: `Every sport of the ${LEAGUE}, A to Z: open one for its events, athletes, teams and tickets.`,
    section: 'sports',
    heading: { eyebrow: 'Sporting Events', intro: 'Every sport the league plays, A to Z. Open one for its upcoming events, athletes, teams and tickets.' },
  },
  '/athletes/': {
    title: 'Athletes',
    description: `Every athlete of the ${LEAGUE}: her sport, position and page, with a filter by sport.`,
    section: 'sports',
    heading: {
      eyebrow: 'Athletes',
      title: 'League Athletes',
      intro: 'Every athlete who plays in the league. Choose a sport, or open an athlete for her results, events and news.',
    },
  },
  '/teams/': {
    title: 'Teams',
    description: `Every team of the ${LEAGUE} by sport: its home, record, captain and page.`,
    section: 'sports',
    heading: {
      eyebrow: 'Teams',
      title: 'League Teams',
      intro: 'Every team in the league, sport by sport. Open a team for its roster, record and upcoming events.',
    },
  },
  '/search/': {
    title: 'Search',
    description: `Search the ${LEAGUE}: sports, events, athletes, news, tickets and the shop.`,
    section: 'info',
    noindex: true,
    heading: { eyebrow: 'Search', title: 'Search the Site', intro: 'Find a sport, an event, an athlete, an article or something from the shop.' },
  },
  '/contact/': {
    title: 'Contact',
    description: `Contact the ${LEAGUE} by email, phone or the contact form.`,
    section: 'info',
    heading: {
      eyebrow: 'Contact',
      title: 'Contact the League',
      intro: 'Questions about tickets, competing, partnerships or the press? We answer within two working days.',
    },
  },
} as const satisfies Record<string, RouteEntry>;

export type PagePath = keyof typeof PAGE_ROUTES;
export type PagesWithHeading = { [P in PagePath]: (typeof PAGE_ROUTES)[P] extends { heading: RouteHeading } ? P : never }[PagePath];

/** The banner of a fixed page that has one in the table. */
export function routeHeading(path: PagesWithHeading): Required<RouteHeading> {
  const entry: RouteEntry = PAGE_ROUTES[path];
  if ('info' in entry || !entry.heading) throw new Error(`${path} has no heading in PAGE_ROUTES`);
  return { title: entry.title, ...entry.heading };
}
