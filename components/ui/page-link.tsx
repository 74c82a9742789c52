import type { ComponentProps } from 'react';
import { assetPath } from '@/lib/url/paths';

/**
 * A plain link to another page of the site: an ordinary page load of the pre-rendered file. For the
 * long menus and footer lists on every page (the sports, the events, the quick links), where a
 * client-side Link per item would add startup work to every page for little gain (docs/performance.md). `href` is the site path, as for Link.
 */
export function PageLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return <a href={assetPath(href)} {...props} />;
}

/** The look of a link within a record page's text (a captain, a team, an event's sport): bold, underlined. */
export const INLINE_LINK_CLASS = 'font-semibold text-ink underline underline-offset-4 hover:text-brand-800';
