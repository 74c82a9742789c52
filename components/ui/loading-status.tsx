import type { ReactNode } from 'react';

/**
 * A part of the page that the browser fills in ("Loading your orders…"), as pre-rendered. If the page's
 * scripts have not run 8 seconds later (a venue's signal that dropped them), a second line says so and
 * what to do, by CSS alone (.loading-stalled in app/globals.css), since no script is there to say it.
 * Hidden without JavaScript (.js-only), where the page's own note says the part needs it.
 */
export function LoadingStatus({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" className={className ? `js-only ${className}` : 'js-only text-slate-700'}>
      <p>{children}</p>
      <p className="loading-stalled mt-2 text-sm">This is taking a while: the page may not have loaded fully on this connection. Reload to try again.</p>
    </div>
  );
}
