'use client';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { LeagueSamples } from '@/lib/admin/sample-data';
import type { SportChoice } from '@/lib/sports/catalog';
import { useSessionStore } from '@/lib/stores/session-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';
import { LoadingStatus } from '@/components/ui/loading-status';

// The console loads only once this browser is known to be signed in as the admin.
const AdminPanels = dynamic(() => import('./admin-panels').then((m) => m.AdminPanels), {
  ssr: false,
  loading: () => <LoadingStatus className="text-ink">Loading the admin console…</LoadingStatus>,
});

/** /admin/dashboard: sends anyone without the admin flag to /admin/login (the admin console is for the admin only). */
export function AdminDashboard({ sports, samples }: { sports: SportChoice[]; samples: LeagueSamples }) {
  const router = useRouter();
  const hydrated = useHasHydrated();
  const admin = useSessionStore((s) => s.admin);
  useEffect(() => {
    if (hydrated && !admin) router.replace('/admin/login/');
  }, [hydrated, admin, router]);
  if (!hydrated || !admin) return <LoadingStatus className="text-ink">Checking admin sign-in…</LoadingStatus>;
  return <AdminPanels sports={sports} samples={samples} />;
}
