/** The site's fixed navigation (header, footer, bottom bar); sports and special events come from data. */
export interface NavLink {
  href: string;
  label: string;
}

/** Every page the fixed navigation links to, once: its path and the name the footer gives it. */
const page = {
  home: { href: '/', label: 'Home' },
  join: { href: '/join/', label: 'Join the League' },
  contests: { href: '/upcoming-contests/', label: 'Upcoming Events' },
  schedule: { href: '/schedule/', label: 'Schedule' },
  live: { href: '/live-contest/', label: 'Live Contest' },
  tickets: { href: '/buy-tickets/', label: 'Buy Tickets' },
  myTickets: { href: '/my-tickets/', label: 'My Tickets' },
  myOrders: { href: '/my-orders/', label: 'My Orders' },
  winners: { href: '/winner-announcements/', label: 'Winners' },
  athletes: { href: '/athletes/', label: 'Athletes' },
  teams: { href: '/teams/', label: 'Teams' },
  news: { href: '/recap-news/', label: 'Recap News' },
  shop: { href: '/purchase-uniforms/', label: 'Shop' },
  howItWorks: { href: '/how-it-works/', label: 'How It Works' },
  guidelines: { href: '/guidelines/', label: 'Guidelines' },
  safety: { href: '/safety-center/', label: 'Safety Center' },
  help: { href: '/help/', label: 'Help Center' },
  careers: { href: '/careers/', label: 'Careers' },
  partners: { href: '/partners/', label: 'Partners' },
  contact: { href: '/contact/', label: 'Contact' },
  privacy: { href: '/privacy/', label: 'Privacy Policy' },
  terms: { href: '/terms/', label: 'Terms of Service' },
  admin: { href: '/admin/login/', label: 'League Admin' },
  dashboard: { href: '/user/dashboard/', label: 'Profile' },
} satisfies Record<string, NavLink>;

export const primaryLinks: NavLink[] = [page.contests, { ...page.tickets, label: 'Tickets' }, page.shop, page.howItWorks, page.contact];

export const bottomBarLinks: (NavLink & { icon: 'home' | 'events' | 'champions' | 'about' | 'profile' })[] = [
  { ...page.home, icon: 'home' },
  { ...page.contests, label: 'Events', icon: 'events' },
  { ...page.winners, label: 'Champions', icon: 'champions' },
  { ...page.howItWorks, label: 'About', icon: 'about' },
  { ...page.dashboard, icon: 'profile' },
];

/** The footer's Quick Links column: the site's sections, then its information pages. */
export const footerLinks: NavLink[] = [
  page.join,
  page.contests,
  page.schedule,
  page.live,
  page.tickets,
  page.myTickets,
  page.myOrders,
  page.winners,
  page.athletes,
  page.teams,
  page.news,
  page.shop,
  page.howItWorks,
  page.guidelines,
  page.safety,
  page.help,
  page.careers,
  page.partners,
  page.contact,
  page.privacy,
  page.terms,
  page.admin,
];

/** Is `href` the current page (or, for sections, an ancestor of it)? Home matches only itself. */
export function isCurrent(pathname: string, href: string): boolean {
  const norm = (p: string) => (p.endsWith('/') ? p : `${p}/`);
  const path = norm(pathname);
  const target = norm(href);
  if (target === '/') return path === '/';
  return path === target || path.startsWith(target);
}
