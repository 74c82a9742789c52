import type { ReactNode } from 'react';

/** A row of labelled figures (sport summaries, event stats, page stat tiles); a figure or label too long for its tile at large text breaks rather than widen the page. */
export function StatTiles({ items, label }: { items: { label: string; value: ReactNode }[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {items.map((i) => (
        <div key={i.label} className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm font-semibold tracking-wide wrap-anywhere text-slate-700 uppercase">{i.label}</dt>
          <dd className="mt-1 text-2xl font-extrabold wrap-anywhere text-brand-800 sm:text-3xl">{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
