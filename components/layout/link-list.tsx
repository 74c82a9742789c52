import Link from '@/components/ui/link';
import { PageLink } from '@/components/ui/page-link';
import type { NavLink } from '@/lib/site/navigation';

/**
 * A list of links (menus, footer columns, the help pages). `plain`: page links that do not hydrate a
 * Link each (the data lists: featured sports, every special event).
 */
export function LinkList({
  links,
  className,
  linkClassName,
  plain = false,
}: {
  links: readonly NavLink[];
  className: string;
  linkClassName: string;
  plain?: boolean;
}) {
  const Anchor = plain ? PageLink : Link;
  return (
    <ul className={className}>
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
