import { getSite } from '@/lib/content/site';
import { NewsTicker } from '@/components/home/news-ticker';
import { HeroCarousel } from '@/components/home/hero-carousel';
import { ClaimsStrip } from '@/components/home/claims-strip';
import { FeaturedEvents } from '@/components/home/featured-events';
import { HighlightVideos } from '@/components/home/highlight-videos';
import { FeaturedAthletes } from '@/components/home/featured-athletes';
import { ConnectSection } from '@/components/home/connect-section';

export default function HomePage() {
  const site = getSite();
  return (
    <>
      <NewsTicker headlines={site.headlines} />
      <HeroCarousel slides={site.slides} heading={site.name} />
      <ClaimsStrip claims={site.claims} />
      <FeaturedEvents events={site.featuredEvents} />
      <HighlightVideos highlights={site.highlights} />
      <FeaturedAthletes athletes={site.featuredAthletes} />
      <ConnectSection site={site} />
    </>
  );
}
