'use client';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { LeagueSamples } from '@/lib/admin/sample-data';
import type { SportChoice } from '@/lib/sports/catalog';
import { useSessionStore } from '@/lib/stores/session-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';

// The console loads only once this browser is known to be signed in as the admin.
const AdminPanels = dynamic(() => import('./admin-panels').then((m) => m.AdminPanels), {
  ssr: false,
  loading: () => <p role="status">Loading the admin console…</p>,
});

/** /admin/dashboard: sends anyone without the admin flag to /admin/login (the admin console is for the admin only). */
export function AdminDashboard({ sports, samples }: { sports: SportChoice[]; samples: LeagueSamples }) {
  const router = useRouter();
  const hydrated = useHasHydrated();
  const admin = useSessionStore((s) => s.admin);
  useEffect(() => {
    if (hydrated && !admin) router.replace('/admin/login/');
  }, [hydrated, admin, router]);
  if (!hydrated || !admin) return <p role="status">Checking admin sign-in…</p>;
  return <AdminPanels sports={sports} samples={samples} />;
}
