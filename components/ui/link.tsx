'use client';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The site's internal link. Next prefetches every link that scrolls into view; on a page with a
 * 30-sport menu and footer that is dozens of downloads while the page loads, paid for on a phone at a
 * venue. Ours prefetch on intent instead: pointer over, touch start or keyboard focus (docs/performance.md). A link can still opt in to Next's own behaviour with `prefetch`.
 */
export default function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useRouter();
  if (prefetch !== undefined) return <NextLink prefetch={prefetch} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart} onFocus={onFocus} {...props} />;
  const warm = () => {
    if (typeof props.href === 'string' && props.href.startsWith('/')) router.prefetch(props.href);
  };
  return (
    <NextLink
      prefetch={false}
      onMouseEnter={(e: MouseEvent<HTMLAnchorElement>) => {
        warm();
        onMouseEnter?.(e);
      }}
      onTouchStart={(e: TouchEvent<HTMLAnchorElement>) => {
        warm();
        onTouchStart?.(e);
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        warm();
        onFocus?.(e);
      }}
      {...props}
    />
  );
}
