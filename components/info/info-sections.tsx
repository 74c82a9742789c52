import type { InfoPage } from '@/lib/schemas/info-page';
import { formatDate } from '@/lib/format/en-us';
import { StatTiles } from '@/components/ui/stat-tiles';

/** The body of an information page from data/pages: optional figures, last-updated date, sections in order. */
export function InfoSections({ page }: { page: InfoPage }) {
  return (
    <div className="flex flex-col gap-10">
      {page.highlights ? <StatTiles label={`${page.title} at a glance`} items={page.highlights} /> : null}
      {page.lastUpdated ? (
        <p className="font-semibold text-slate-700">
          Last updated: <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated)}</time>
        </p>
      ) : null}
      {page.sections.length > 3 ? (
        <nav aria-label="On this page" className="rounded-2xl bg-brand-50 p-5">
          <h2 className="font-bold">On this page</h2>
          <ul className="mt-2 flex flex-col gap-1">
            {page.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="inline-flex min-h-8 items-center text-brand-800 underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {page.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
          <h2 id={`${s.id}-title`} className="text-2xl font-extrabold text-ink">
            {s.title}
          </h2>
          {s.paragraphs.map((p, i) => (
            <p key={i} className="mt-3 text-lg leading-relaxed text-slate-800">
              {p}
            </p>
          ))}
          {s.list ? (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-lg text-slate-800">
              {s.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
