import { Img } from '@/components/ui/img';
import { PageLink } from '@/components/ui/page-link';
import type { AthleteCardView } from '@/lib/athletes/view';
import { athleteHref } from '@/lib/athletes/links';
import { assetPath } from '@/lib/url/paths';

/** One athlete of the /athletes/ list: portrait, name (the link to her page), sport and position. */
export function AthleteCard({ athlete }: { athlete: AthleteCardView }) {
  return (
    <article className="relative flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:shadow-md">
      <Img src={assetPath(athlete.portrait.src)} alt={athlete.portrait.alt} width={80} height={80} className="size-20 shrink-0 rounded-full object-cover" />
      <div className="min-w-0">
        <h2 className="text-lg font-bold">
          <PageLink href={athleteHref(athlete.id)} className="text-ink after:absolute after:inset-0 hover:text-brand-800 hover:underline">
            {athlete.name}
          </PageLink>
        </h2>
        <p className="text-sm font-semibold text-accent-700">{athlete.sportName}</p>
        <p className="text-sm text-slate-700">{athlete.position}</p>
      </div>
    </article>
  );
}
