import Link from '@/components/ui/link';
import { PageLink } from '@/components/ui/page-link';
import type { NavLink } from '@/lib/site/navigation';

/**
 * A list of links (menus, footer columns, the help pages). `plain`: page links that do not hydrate a
 * Link each (the long data lists: every sport, every special event). `scrollLabel`: the list scrolls
 * in a box of that name, reachable by keyboard.
 */
export function LinkList({
  links,
  className,
  linkClassName,
  plain = false,
  scrollLabel,
}: {
  links: readonly NavLink[];
  className: string;
  linkClassName: string;
  plain?: boolean;
  scrollLabel?: string;
}) {
  const Anchor = plain ? PageLink : Link;
  return (
    <ul className={className} tabIndex={scrollLabel ? 0 : undefined} aria-label={scrollLabel}>
      {links.map((l) => (
        <li key={l.href}>
          <Anchor href={l.href} className={linkClassName}>
            {l.label}
          </Anchor>
        </li>
      ))}
    </ul>
  );
}
