import { getSite } from '@/lib/content/site';
import { getHomeFeaturedEvents } from '@/lib/content/tickets';
import { getHomeFeaturedAthletes } from '@/lib/content/athlete-pages';
import { organizationJsonLd } from '@/lib/site/organization';
import { JsonLd } from '@/components/seo/json-ld';
import { NewsTicker } from './news-ticker';
import { HeroCarousel } from './hero-carousel';
import { ClaimsStrip } from './claims-strip';
import { FeaturedEvents } from './featured-events';
import { HighlightVideos } from './highlight-videos';
import { FeaturedAthletes } from './featured-athletes';
import { ConnectSection } from './connect-section';

/** The home page: the league as JSON-LD, then its sections from data/site.json and the featured events and athletes. */
export function HomePage() {
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
