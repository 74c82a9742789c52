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
