import { Img } from '@/components/ui/img';
import type { Site } from '@/lib/schemas/site';
import { formatDate, formatUSD } from '@/lib/format';
import { assetPath } from '@/lib/paths';
import { AllInPrice } from '@/components/tickets/all-in-price';
import { ButtonLink } from '@/components/ui/button';
import { SectionHeading } from './section-heading';

export function FeaturedEvents({ events }: { events: Site['featuredEvents'] }) {
  return (
    <section aria-labelledby="featured-events" className="container-page py-16">
      <SectionHeading id="featured-events" title="Featured Events" intro="Championship competition with real prize money. Every ticket price includes fees." />
      <ul className="grid gap-6 md:grid-cols-3">
        {events.map((e) => (
          <li key={e.title} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <Img src={assetPath(e.image)} alt={e.alt} width={800} height={450} className="aspect-video w-full object-cover" />
            <div className="flex flex-1 flex-col gap-3 p-5">
              <p className="text-sm font-semibold text-accent-700">{e.sport}</p>
              <h3 className="text-xl font-bold">{e.title}</h3>
              <p className="text-sm text-slate-700">
                <time dateTime={e.date}>{formatDate(e.date)}</time> · {e.venue}, {e.city}
              </p>
              <p className="text-sm">
                Prize pool <strong className="text-brand-800">{formatUSD(e.prizePool)}</strong>
              </p>
              <AllInPrice base={e.ticketFrom} prefix="From" className="text-ink" />
              <ButtonLink href={`/buy-tickets/?sport=${encodeURIComponent(e.sport)}`} className="mt-auto">
                Get Tickets
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
