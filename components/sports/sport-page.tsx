import type { SportPageData } from '@/lib/content/sport-page';
import { formatNumber, formatUSD } from '@/lib/format/en-us';
import { buyTicketsHref, nextTicketEvent, sportEventJsonLd, sportTabList, upcomingItems } from '@/lib/sports/page';
import { BUILD_TIME } from '@/lib/time/phase';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { Img } from '@/components/ui/img';
import { assetPath, BASE_PATH } from '@/lib/url/paths';
import { SITE_URL } from '@/lib/url/site-url';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { sportPicture } from '@/lib/art/sports';
import { ButtonLink } from '@/components/ui/button';
import { StatTiles } from '@/components/ui/stat-tiles';
import { HashTabs } from '@/components/ui/hash-tabs';
import { SportTabPanel } from './sport-tab-panels';
import { UpcomingCount } from './upcoming-count';

/** A sport's page: breadcrumbs, the next event as JSON-LD, banner, figures and its tabs. */
export function SportPage({ data, organizer }: { data: SportPageData; organizer: string }) {
  const { sport } = data;
  const siteUrl = `${SITE_URL}${BASE_PATH}`;
  const { stats } = sport;
  const next = nextTicketEvent(data.events, BUILD_TIME);
  const jsonLd = sportEventJsonLd(next, { siteUrl, organizer });
  const picture = sportPicture(sport);
  // Counted like the overview's Upcoming Events list, which it agrees with by the visitor's clock.
  const upcomingEnds = upcomingItems(data, BUILD_TIME).map((i) => i.endMs);
  return (
    <>
      <Breadcrumbs items={[{ name: sport.name, href: `/sports/${sport.slug}/` }]} />
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      <PageHeader
        eyebrow="Sporting Events"
        title={sport.name}
        intro={sport.tagline}
        picture={
          <Img
            src={assetPath(picture.src)}
            alt={picture.alt}
            width={1200}
            height={600}
            priority
            className="aspect-[2/1] w-full rounded-2xl object-cover shadow-lg"
            data-sport-picture=""
          />
        }
      >
        {next ? (
          <ButtonLink href={buyTicketsHref(sport.slug)} variant="light">
            Buy Tickets
          </ButtonLink>
        ) : null}
        {data.highlightsHref ? (
          <ButtonLink href={data.highlightsHref} variant="outlineLight">
            Watch Highlights
          </ButtonLink>
        ) : null}
      </PageHeader>
      <div className="container-page py-10">
        <StatTiles
          label={`${sport.name} in numbers`}
          items={[
            { label: 'Athletes', value: formatNumber(data.athleteCount) },
            { label: 'Upcoming Events', value: <UpcomingCount ends={upcomingEnds} /> },
            { label: 'Total Prize Pool', value: formatUSD(stats.totalPrizePool) },
            { label: 'Avg Viewership', value: formatNumber(stats.avgViewership) },
          ]}
        />
        <HashTabs
          label={`${sport.name} sections`}
          tabs={sportTabList(sport).map(({ id, label }) => ({ value: id, label, content: <SportTabPanel data={data} tab={id} /> }))}
        />
      </div>
    </>
  );
}
