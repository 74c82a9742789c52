import { Img } from '@/components/ui/img';
import type { Site } from '@/lib/schemas/site';
import { formatUSD } from '@/lib/format';
import { assetPath } from '@/lib/paths';
import { SectionHeading } from './section-heading';

export function FeaturedAthletes({ athletes }: { athletes: Site['featuredAthletes'] }) {
  return (
    <section aria-labelledby="featured-athletes" className="bg-slate-50 py-16">
      <div className="container-page">
        <SectionHeading id="featured-athletes" title="Featured Athletes" intro="League stars who turned their talent into a career." />
        <ul className="grid gap-6 md:grid-cols-3">
          {athletes.map((a) => (
            <li key={a.name} className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
              <Img src={assetPath(a.image)} alt={a.alt} width={160} height={160} className="mx-auto size-32 rounded-full object-cover" />
              <h3 className="mt-4 text-xl font-bold">{a.name}</h3>
              <p className="text-sm font-semibold text-accent-700">{a.sport}</p>
              <p className="mt-1 text-sm text-slate-700">{a.achievement}</p>
              <p className="mt-3 text-sm text-slate-700">
                Total winnings <strong className="block text-2xl text-brand-800">{formatUSD(a.totalWinnings)}</strong>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
