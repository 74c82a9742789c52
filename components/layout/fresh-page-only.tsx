'use client';
import { reloadPage } from '@/lib/sw/reload';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useNow } from '@/components/ui/use-now';
import { savedAgo } from '@/lib/sw/age';
import { useCachedCopy } from './use-cached-copy';

/** What a payment says instead of starting from a saved copy of the page. */
export const REFRESH_BEFORE_PAYING = 'This page is a saved copy, so its prices and tickets left may be out of date. Refresh the page to pay.';

/**
 * Renders `children` (a payment) only on a page that came from the network. On a saved copy from the
 * offline cache it says why the payment cannot start and offers Refresh instead: nothing is charged
 * at old prices.
 */
export function FreshPageOnly({ children }: { children: ReactNode }) {
  const cachedAt = useCachedCopy();
  const now = useNow();
  if (!cachedAt) return <>{children}</>;
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p>
        {REFRESH_BEFORE_PAYING} (Saved {savedAgo(cachedAt, now)}.)
      </p>
      <Button variant="outline" size="sm" className="mt-3" onClick={reloadPage}>
        Refresh
      </Button>
    </div>
  );
}
