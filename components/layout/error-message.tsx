'use client';
import { Button, buttonVariants } from '@/components/ui/button';
import { BASE_PATH } from '@/lib/url/paths';

/**
 * What a visitor sees when a page breaks: what happened, in the league's words, and two ways on
 * (Reload the page, or go Home). Plain anchors and location.reload, so both work even when the
 * app's own router is what failed.
 */
export function ErrorMessage({ digest }: { digest?: string }) {
  return (
    <section className="container-page py-24 text-center" aria-labelledby="error-title">
      <p className="text-sm font-bold tracking-widest text-accent-700 uppercase">Something went wrong</p>
      <h1 id="error-title" className="mt-2 text-4xl font-extrabold">
        This page stumbled
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">
        An error stopped this page from showing. Your cart, tickets and sign-in are kept in this browser and are not affected. Reload to try again, or head back
        home.
      </p>
      {digest ? <p className="mt-2 text-sm text-slate-600">Reference: {digest}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <a href={`${BASE_PATH}/`} className={buttonVariants({ variant: 'outline' })}>
          Home
        </a>
      </div>
    </section>
  );
}
