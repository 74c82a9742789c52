import type { Metadata } from 'next';
import { getSite } from '@/lib/content/site';
import { getHomeFeaturedEvents } from '@/lib/content/tickets';
import { getHomeFeaturedAthletes } from '@/lib/content/athlete-pages';
import { pageMetadata } from '@/lib/site/seo';
import { organizationJsonLd } from '@/lib/site/organization';
import { JsonLd } from '@/components/seo/json-ld';
import { NewsTicker } from '@/components/home/news-ticker';
import { HeroCarousel } from '@/components/home/hero-carousel';
import { ClaimsStrip } from '@/components/home/claims-strip';
import { FeaturedEvents } from '@/components/home/featured-events';
import { HighlightVideos } from '@/components/home/highlight-videos';
import { FeaturedAthletes } from '@/components/home/featured-athletes';
import { ConnectSection } from '@/components/home/connect-section';

export function generateMetadata(): Metadata {
  const site = getSite();
  const meta = pageMetadata({ title: `${site.name}: ${site.tagline}`, description: site.description, path: '/', section: 'home' });
  return { ...meta, title: { absolute: `${site.name}: ${site.tagline}` } };
}

export default function HomePage() {
  const site = getSite();
  return (
    <>
      <JsonLd data={organizationJsonLd(site)} />
      <NewsTicker headlines={site.headlines} />
      <HeroCarousel slides={site.slides} heading={site.name} />
      <ClaimsStrip claims={site.claims} />
      <FeaturedEvents events={getHomeFeaturedEvents()} />
      <HighlightVideos highlights={site.highlights} />
      <FeaturedAthletes athletes={getHomeFeaturedAthletes()} />
      <ConnectSection site={site} />
    </>
  );
}
