/** The site's fixed navigation (spec §2 "Site frame"); sports and special events come from data. */
export interface NavLink {
  href: string;
  label: string;
}

export const primaryLinks: NavLink[] = [
  { href: '/upcoming-contests/', label: 'Upcoming Events' },
  { href: '/buy-tickets/', label: 'Tickets' },
  { href: '/purchase-uniforms/', label: 'Shop' },
  { href: '/how-it-works/', label: 'How It Works' },
  { href: '/contact/', label: 'Contact' },
];

export const bottomBarLinks: (NavLink & { icon: 'home' | 'events' | 'champions' | 'about' | 'profile' })[] = [
  { href: '/', label: 'Home', icon: 'home' },
  { href: '/upcoming-contests/', label: 'Events', icon: 'events' },
  { href: '/winner-announcements/', label: 'Champions', icon: 'champions' },
  { href: '/how-it-works/', label: 'About', icon: 'about' },
  { href: '/user/dashboard/', label: 'Profile', icon: 'profile' },
];

export const footerQuickLinks: NavLink[] = [
  { href: '/join/', label: 'Join the League' },
  { href: '/upcoming-contests/', label: 'Upcoming Events' },
  { href: '/live-contest/', label: 'Live Contest' },
  { href: '/buy-tickets/', label: 'Buy Tickets' },
  { href: '/my-tickets/', label: 'My Tickets' },
  { href: '/my-orders/', label: 'My Orders' },
  { href: '/winner-announcements/', label: 'Winners' },
  { href: '/recap-news/', label: 'Recap News' },
  { href: '/purchase-uniforms/', label: 'Shop' },
];

export const footerInfoLinks: NavLink[] = [
  { href: '/how-it-works/', label: 'How It Works' },
  { href: '/guidelines/', label: 'Guidelines' },
  { href: '/safety-center/', label: 'Safety Center' },
  { href: '/help/', label: 'Help Center' },
  { href: '/careers/', label: 'Careers' },
  { href: '/partners/', label: 'Partners' },
  { href: '/contact/', label: 'Contact' },
  { href: '/privacy/', label: 'Privacy Policy' },
  { href: '/terms/', label: 'Terms of Service' },
  { href: '/admin/login/', label: 'League Admin' },
];

/** Is `href` the current page (or, for sections, an ancestor of it)? Home matches only itself. */
export function isCurrent(pathname: string, href: string): boolean {
  const norm = (p: string) => (p.endsWith('/') ? p : `${p}/`);
  const path = norm(pathname);
  const target = norm(href);
  if (target === '/') return path === '/';
  return path === target || path.startsWith(target);
}
