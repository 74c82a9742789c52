import type { SportCard } from '@/lib/content/sports';
import { groupByInitial } from '@/lib/sports/index-groups';
import { sportHref } from '@/lib/sports/menu';
import { assetPath } from '@/lib/url/paths';
import { Img } from '@/components/ui/img';
import { PageLink } from '@/components/ui/page-link';
import { RouteHeader } from '@/components/layout/route-header';

/**
 * /sports/: every sport, grouped by the first letter of its name, with letter links on top. Plain
 * HTML (page links, no client code), so it reads and works without JavaScript at any number of sports.
 */
export function SportsIndex({ sports }: { sports: SportCard[] }) {
  const groups = groupByInitial(sports);
  return (
    <>
      <RouteHeader path="/sports/" />
      <div className="container-page py-10">
        <nav aria-label="Sports by letter">
          <ul className="flex flex-wrap gap-1">
            {groups.map((g) => (
              <li key={g.id}>
                <a href={`#${g.id}`} className="grid min-h-11 min-w-11 place-items-center rounded-md font-bold text-brand-800 hover:bg-brand-50">
                  {g.letter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map((g) => (
          <section key={g.id} id={g.id} aria-labelledby={`${g.id}-heading`} className="mt-10 scroll-mt-20">
            <h2 id={`${g.id}-heading`} className="border-b border-slate-200 pb-2 text-2xl font-extrabold text-ink">
              {g.letter}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {g.items.map((s) => (
                <li key={s.slug} className="relative flex min-w-0 gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:shadow-md">
                  <Img
                    src={assetPath(s.picture.src)}
                    alt={s.picture.alt}
                    width={120}
                    height={60}
                    className="h-12 w-24 shrink-0 rounded-lg object-cover min-[360px]:h-16 min-[360px]:w-32"
                  />
                  <div className="min-w-0">
                    <h3 className="text-lg font-bold wrap-break-word hyphens-auto">
                      <PageLink href={sportHref(s.slug)} className="text-ink after:absolute after:inset-0 hover:text-brand-800 hover:underline">
                        {s.name}
                      </PageLink>
                    </h3>
                    <p className="mt-1 text-sm text-slate-700">{s.tagline}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
