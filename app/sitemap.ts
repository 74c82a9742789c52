import type { MetadataRoute } from 'next';
import { SITE_URL } from '@/lib/url/site-url';
import { BASE_PATH } from '@/lib/url/paths';
import { allRoutes } from '@/lib/content/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes()
    .filter((r) => !r.startsWith('/admin/') && !r.startsWith('/user/'))
    .map((route) => ({ url: `${SITE_URL}${BASE_PATH}${route}` }));
}
