import type { Sport } from '@/lib/schemas/sport';
import { formatNumber, formatUSD } from '@/lib/format';
import { PageHeader } from '@/components/ui/page-header';
import { ButtonLink } from '@/components/ui/button';
import { StatTiles } from '@/components/ui/stat-tiles';

export function SportPage({ sport }: { sport: Sport }) {
  const { stats } = sport;
  return (
    <>
      <PageHeader eyebrow="Sporting Events" title={sport.name} intro={sport.tagline}>
        <ButtonLink href={`/buy-tickets/?sport=${encodeURIComponent(sport.name)}`} variant="light">
          Buy Tickets
        </ButtonLink>
        <ButtonLink href={`/recap-news/?sport=${sport.slug}`} variant="outline" className="border-white bg-transparent text-white hover:bg-white/10">
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
        <section aria-labelledby="overview" className="mt-10 max-w-3xl">
          <h2 id="overview" className="text-2xl font-bold">
            {sport.tabs.overview.heading}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{sport.tabs.overview.body}</p>
        </section>
      </div>
    </>
  );
}
