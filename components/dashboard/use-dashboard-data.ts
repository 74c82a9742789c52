'use client';
import { useMemo } from 'react';
import { deriveDashboard, type DashboardData } from '@/lib/dashboard/derive';
import type { User } from '@/lib/schemas/stored-account';
import { useAccountsStore } from '@/lib/stores/accounts-store';
import type { LeagueSamples } from '@/lib/admin/sample-data';
import { useAdminStore, usePayouts } from '@/lib/stores/admin-store';
import { useOrdersStore } from '@/lib/stores/orders-store';
import { useEntryContests } from './use-entry-contests';

/** The dashboard's figures for one athlete, recomputed whenever the stored records change. */
export function useDashboardData(user: User, sportNames: Record<string, string>, samples: LeagueSamples): DashboardData {
  const orders = useOrdersStore((s) => s.orders);
  const entries = useAccountsStore((s) => s.entries);
  const mine = useMemo(() => entries.filter((e) => e.userId === user.id), [entries, user.id]);
  const contests = useEntryContests(mine);
  const payouts = usePayouts(samples.payouts);
  const application = useAdminStore((s) => s.applications[user.id]);
  return useMemo(
    () => deriveDashboard({ user, orders, entries: mine, payouts, application, demo: samples.demo, contests, sportNames, now: new Date() }),
    [user, orders, mine, payouts, application, samples.demo, contests, sportNames],
  );
}
