import type { Site } from '@/lib/schemas/site';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import type { AthleteView } from '@/lib/content/athletes';
import type { HomeHighlight } from '@/lib/content/sports';
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
export function HomePage({ site, highlights, events, athletes }: { site: Site; highlights: HomeHighlight[]; events: TicketEvent[]; athletes: AthleteView[] }) {
  return (
    <>
      <JsonLd data={organizationJsonLd(site)} />
      <NewsTicker headlines={site.headlines} />
      <HeroCarousel slides={site.slides} heading={site.name} />
      <ClaimsStrip claims={site.claims} />
      <FeaturedEvents events={events} />
      <HighlightVideos highlights={highlights} />
      <FeaturedAthletes athletes={athletes} />
      <ConnectSection site={site} />
    </>
  );
}
