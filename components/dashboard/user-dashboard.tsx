'use client';
import dynamic from 'next/dynamic';
import { useMemo } from 'react';
import type { LeagueSamples } from '@/lib/admin/sample-data';
import type { SportChoice } from '@/lib/sports/catalog';
import type { User } from '@/lib/schemas/stored-account';
import { useAccountsStore } from '@/lib/stores/accounts-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';
import { LoadingStatus } from '@/components/ui/loading-status';

// Which view shows depends on this browser's session, so each loads only when it is the one shown.
const loading = () => <LoadingStatus className="text-ink">Loading your dashboard…</LoadingStatus>;
const DashboardPanels = dynamic(() => import('./dashboard-panels').then((m) => m.DashboardPanels), { ssr: false, loading });
const SignInPanel = dynamic(() => import('./sign-in-panel').then((m) => m.SignInPanel), { ssr: false, loading });

/** /user/dashboard: the signed-in local athlete, or the sign-in panel when nobody is signed in. */
export function UserDashboard({ sports, samples }: { sports: SportChoice[]; samples: LeagueSamples }) {
  const hydrated = useHasHydrated();
  const userId = useSessionStore((s) => s.userId);
  const stored = useAccountsStore((s) => (userId ? s.users.find((u) => u.id === userId) : undefined));
  const user = useMemo<User | null>(() => {
    if (!stored) return null;
    const { password: _password, ...rest } = stored;
    void _password;
    return rest;
  }, [stored]);

  if (!hydrated) return loading();
  return user ? <DashboardPanels user={user} sports={sports} samples={samples} /> : <SignInPanel />;
}
