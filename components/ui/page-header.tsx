import type { ReactNode } from 'react';

/** The banner every page opens with: one h1 and its introduction. */
export function PageHeader({ eyebrow, title, intro, children }: { eyebrow?: string; title: string; intro: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-accent-700 text-white">
      <div className="container-page py-12 sm:py-16">
        {eyebrow ? <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-pink-100">{eyebrow}</p> : null}
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-white/90">{intro}</p>
        {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
