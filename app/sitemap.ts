import type { MetadataRoute } from 'next';
import { SITE_URL } from '@/lib/url/site-url';
import { BASE_PATH } from '@/lib/url/paths';
import { allRoutes, isIndexed } from '@/lib/content/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes()
    .filter(isIndexed)
    .map((route) => ({ url: `${SITE_URL}${BASE_PATH}${route}` }));
}
