import type { MetadataRoute } from 'next';
import { getSite } from '@/lib/content/site';
import { BASE_PATH } from '@/lib/url/paths';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  const site = getSite();
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    start_url: `${BASE_PATH}/`,
    scope: `${BASE_PATH}/`,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#120c2c',
    // The drawing first: Chrome fetches one icon on each first visit to check the site can be installed,
    // and takes the scalable one (public/icon.svg, 0.4 KB, the tab icon the pages link too) over the
    // 192 px PNG (9 KB). The PNGs stay for platforms that install only from a bitmap.
    icons: [
      { src: `${BASE_PATH}/icon.svg`, sizes: 'any', type: 'image/svg+xml' },
      { src: `${BASE_PATH}/icons/icon-192.png`, sizes: '192x192', type: 'image/png' },
      { src: `${BASE_PATH}/icons/icon-512.png`, sizes: '512x512', type: 'image/png' },
      { src: `${BASE_PATH}/icons/maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
