import { Img } from '@/components/ui/img';
import type { AthleteView } from '@/lib/content/athletes';
import { formatNumber, formatUSD } from '@/lib/format/en-us';
import { assetPath } from '@/lib/url/paths';
import { SectionHeading } from './section-heading';
import { Facts } from '@/components/ui/facts';
import { PageLink } from '@/components/ui/page-link';
import { athleteHref } from '@/lib/athletes/links';

/** The home page's featured athletes: their records in data/athletes.json, figures computed from them. */
export function FeaturedAthletes({ athletes }: { athletes: AthleteView[] }) {
  return (
    <section
      aria-labelledby="featured-athletes"
      className="render-when-near bg-slate-50 py-16 [--near-height:1290px] md:[--near-height:600px] lg:[--near-height:560px]"
    >
      <div className="container-page">
        <SectionHeading id="featured-athletes" title="Featured Athletes" intro="League stars who turned their talent into a career." />
        <ul className="grid gap-6 md:grid-cols-3">
          {athletes.map((a) => (
            <li key={a.id} data-athlete={a.id} className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
              <Img src={assetPath(a.portrait.src)} alt={a.portrait.alt} width={160} height={160} className="mx-auto size-32 rounded-full object-cover" />
              <h3 className="mt-4 text-xl font-bold">
                <PageLink href={athleteHref(a.id)} className="text-ink underline-offset-4 hover:text-brand-800 hover:underline">
                  {a.name}
                </PageLink>
              </h3>
              <p className="text-sm font-semibold text-accent-700">{a.sportName}</p>
              {a.achievement ? <p className="mt-1 text-sm text-slate-700">{a.achievement}</p> : null}
              <Facts
                className="mt-3 grid grid-cols-2 gap-2 text-sm text-slate-700"
                valueClassName="text-2xl font-bold text-brand-800"
                items={[
                  { term: 'Total winnings', value: formatUSD(a.figures.earnings), figure: 'earnings' },
                  { term: 'Events won', value: formatNumber(a.figures.wins), figure: 'wins' },
                ]}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
