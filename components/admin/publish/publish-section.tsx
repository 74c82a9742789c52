import type { ReactNode } from 'react';

/** One way to publish: a titled card. */
export function PublishSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h4 id={id} className="text-lg font-bold text-ink">
        {title}
      </h4>
      <div className="mt-2">{children}</div>
    </section>
  );
}
