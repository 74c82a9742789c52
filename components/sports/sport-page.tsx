import type { Sport } from '@/lib/schemas/sport';
import { formatNumber, formatUSD } from '@/lib/format';
import { buyTicketsHref, highlightsHref, sportEventJsonLd, sportTabList } from '@/lib/sports';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { ButtonLink } from '@/components/ui/button';
import { StatTiles } from '@/components/ui/stat-tiles';
import { HashTabs } from './hash-tabs';
import { SportTabPanel } from './sport-tab-panels';

export function SportPage({ sport, siteUrl, organizer }: { sport: Sport; siteUrl: string; organizer: string }) {
  const { stats } = sport;
  const jsonLd = sportEventJsonLd(sport, { siteUrl, organizer });
  return (
    <>
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      <PageHeader eyebrow="Sporting Events" title={sport.name} intro={sport.tagline}>
        <ButtonLink href={buyTicketsHref(sport.name)} variant="light">
          Buy Tickets
        </ButtonLink>
        <ButtonLink href={highlightsHref(sport.slug)} variant="outlineLight">
          Watch Highlights
        </ButtonLink>
      </PageHeader>
      <div className="container-page py-10">
        <StatTiles
          label={`${sport.name} in numbers`}
          items={[
            { label: 'Active Athletes', value: formatNumber(stats.totalAthletes) },
            { label: 'Upcoming Events', value: formatNumber(stats.upcomingEvents) },
            { label: 'Total Prize Pool', value: formatUSD(stats.totalPrizePool) },
            { label: 'Avg Viewership', value: formatNumber(stats.avgViewership) },
          ]}
        />
        <HashTabs
          label={`${sport.name} sections`}
          tabs={sportTabList(sport).map(({ id, label }) => ({ value: id, label, content: <SportTabPanel sport={sport} tab={id} /> }))}
        />
      </div>
    </>
  );
}
