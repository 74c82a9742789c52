import type { SpecialEvent } from '@/lib/schemas/special-event';
import { PageHeader } from '@/components/ui/page-header';
import { StatTiles } from '@/components/ui/stat-tiles';

export function SpecialEventPage({ event }: { event: SpecialEvent }) {
  return (
    <>
      <PageHeader eyebrow="Special Events" title={event.name} intro={event.tagline} />
      <div className="container-page py-10">
        <StatTiles label={`${event.name} in numbers`} items={event.stats} />
        <section aria-labelledby="about" className="mt-10 max-w-3xl">
          <h2 id="about" className="text-2xl font-bold">
            About {event.name}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{event.description}</p>
        </section>
      </div>
    </>
  );
}
