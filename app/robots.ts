import type { MetadataRoute } from 'next';
import { SITE_URL } from '@/lib/url/site-url';
import { BASE_PATH } from '@/lib/url/paths';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin/', '/user/'] },
    sitemap: `${SITE_URL}${BASE_PATH}/sitemap.xml`,
  };
}
