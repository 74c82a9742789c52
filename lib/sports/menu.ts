import type { NavLink } from '@/lib/site/navigation';
import type { SportLink } from '@/lib/schemas/sport';

/** A sport's page. */
export function sportHref(slug: string): string {
  return `/sports/${slug}/`;
}

/** The index of every sport: the last entry of the sport menus. */
export const ALL_SPORTS_LINK: NavLink = { href: '/sports/', label: 'All sports' };

/**
 * What the header's Sporting Events menu and the footer's sport column list: the featured sports
 * (data/site.json `featuredSports`, in its order), then All sports. As long whatever the number of sports.
 */
export function sportMenuLinks(featured: readonly SportLink[]): NavLink[] {
  return [...featured.map((s) => ({ href: sportHref(s.slug), label: s.name })), ALL_SPORTS_LINK];
}

/**
 * A list's sport filter, bounded like the menus: the sports of `sports` that are featured (shown as
 * chips) and the rest (folded under "More sports"), each keeping the list's order.
 */
export function splitFeatured<S extends { slug: string }>(sports: readonly S[], featured: Iterable<string>): { featured: S[]; more: S[] } {
  const isFeatured = new Set(featured);
  return { featured: sports.filter((s) => isFeatured.has(s.slug)), more: sports.filter((s) => !isFeatured.has(s.slug)) };
}
