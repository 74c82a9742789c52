import type { Metadata } from 'next';

/** Social images (1200x630) under public/og/, one per section of the site. */
export type OgSection = 'home' | 'sports' | 'events' | 'tickets' | 'shop' | 'live' | 'news' | 'contests' | 'winners' | 'join' | 'info';

/**
 * Metadata for one page: unique title and description, canonical URL, Open Graph and Twitter card
 * with the section's image. Paths are relative to metadataBase (SITE_URL + BASE_PATH).
 */
export function pageMetadata({
  title,
  description,
  path,
  section,
  noindex,
  ogImage,
}: {
  title: string;
  description: string;
  path: string;
  section: OgSection;
  noindex?: boolean;
  ogImage?: string;
}): Metadata {
  // ogImage: a page's own 1200x630 picture (a sport's, og/sports/<slug>.jpg), else its section's.
  const image = { url: ogImage ?? `og/${section}.jpg`, width: 1200, height: 630, alt: title };
  const canonical = path.replace(/^\//, '');
  return {
    title,
    description,
    alternates: { canonical: canonical || './' },
    openGraph: { title, description, url: canonical || './', type: 'website', images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

export type JsonLd = Record<string, unknown>;

/** Serialise JSON-LD for a <script> element: "<" escaped so no text can close the script. */
export function serializeJsonLd(data: object | object[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** schema.org BreadcrumbList from [name, absolute URL] pairs. */
export function breadcrumbList(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}
