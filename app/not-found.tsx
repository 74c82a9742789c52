import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <section className="container-page py-24 text-center">
      <p className="text-sm font-bold tracking-widest text-accent-700 uppercase">404</p>
      <h1 className="mt-2 text-4xl font-extrabold">We could not find that page</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">The link may be old or mistyped. These will get you back in the game:</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/">Home</ButtonLink>
        <ButtonLink href="/upcoming-contests/" variant="outline">
          Upcoming Events
        </ButtonLink>
        <ButtonLink href="/buy-tickets/" variant="outline">
          Tickets
        </ButtonLink>
      </div>
    </section>
  );
}
