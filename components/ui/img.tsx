import type { ComponentProps } from 'react';

type ImgProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold (the page's main picture): load at once with high priority. */
  priority?: boolean;
};

/**
 * The site's image: a plain <img> with its size (no layout shift), lazy below the fold. The export
 * serves images as they are (`images.unoptimized`), so next/image would add only client JavaScript
 * to every page that shows a picture (docs/performance.md).
 */
export function Img({ priority = false, loading, fetchPriority, decoding = 'async', alt, ...props }: ImgProps) {
  // eslint-disable-next-line @next/next/no-img-element -- deliberate: see above
  return <img alt={alt} loading={priority ? 'eager' : (loading ?? 'lazy')} fetchPriority={priority ? 'high' : fetchPriority} decoding={decoding} {...props} />;
}
