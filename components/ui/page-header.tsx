import type { ReactNode } from 'react';

/**
 * The banner every page opens with: one h1 and its introduction. `picture`: an illustration shown
 * beside the title on wide screens (a sport's banner).
 */
export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
  picture,
}: {
  eyebrow?: string;
  title: string;
  intro: string;
  children?: ReactNode;
  picture?: ReactNode;
}) {
  const text = (
    <>
      {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-widest wrap-anywhere text-pink-100 uppercase">{eyebrow}</p> : null}
      <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-white/90">{intro}</p>
      {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
    </>
  );
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-accent-700 text-white">
      {picture ? (
        <div className="container-page flex items-center gap-8 py-12 sm:py-16">
          <div className="min-w-0 flex-1">{text}</div>
          <div className="hidden w-2/5 max-w-md shrink-0 md:block">{picture}</div>
        </div>
      ) : (
        <div className="container-page py-12 sm:py-16">{text}</div>
      )}
    </section>
  );
}
