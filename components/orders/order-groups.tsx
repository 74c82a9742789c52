'use client';
import type { ReactNode } from 'react';
import { useSessionStore } from '@/lib/stores/session-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';
import { LoadingStatus } from '@/components/ui/loading-status';

/**
 * The two groups of orders on a shared device (lib/orders/visibility): signed in, "Your orders" and
 * "Made on this device while signed out"; signed out, only the latter and a line saying where the
 * athletes' orders are. Until stored state is read, nothing is claimed about who is signed in.
 */
export function OrderGroups({ id, mine, signedOut }: { id: string; mine: ReactNode; signedOut: ReactNode }) {
  const hydrated = useHasHydrated();
  const signedIn = useSessionStore((s) => s.userId !== null);
  if (!hydrated) {
    return <LoadingStatus>Loading your orders…</LoadingStatus>;
  }
  return (
    <div className="flex flex-col gap-12">
      {signedIn ? (
        <section aria-labelledby={`${id}-mine`}>
          <h2 id={`${id}-mine`} className="mb-6 text-2xl font-extrabold sm:text-3xl">
            Your orders
          </h2>
          {mine}
        </section>
      ) : (
        <p className="text-slate-700">Orders made while an athlete was signed in show only after she signs in again on this device.</p>
      )}
      <section aria-labelledby={`${id}-signed-out`}>
        <h2 id={`${id}-signed-out`} className="mb-6 text-2xl font-extrabold sm:text-3xl">
          Made on this device while signed out
        </h2>
        {signedOut}
      </section>
    </div>
  );
}
