import type { Site } from '@/lib/schemas/site';
import type { JsonLd } from '@/lib/site/seo';
import { SITE_URL } from '@/lib/url/site-url';
import { BASE_PATH } from '@/lib/url/paths';
import { isExampleAddress } from '@/lib/email/example-address';

/** schema.org SportsOrganization for the home page. */
export function organizationJsonLd(site: Site): JsonLd {
  const url = `${SITE_URL}${BASE_PATH}/`;
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url,
    logo: `${url}icons/icon-512.png`,
    email: site.contact.email,
    telephone: site.contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.contact.postal.street,
      addressLocality: site.contact.postal.city,
      addressRegion: site.contact.postal.region,
      postalCode: site.contact.postal.postalCode,
      addressCountry: site.contact.postal.country,
    },
    sameAs: site.social.map((s) => s.url).filter((url) => !isExampleAddress(url)),
  };
}
