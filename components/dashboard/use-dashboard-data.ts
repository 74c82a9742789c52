'use client';
import { useMemo } from 'react';
import { getContests } from '@/lib/accounts';
import { deriveDashboard, type DashboardData } from '@/lib/dashboard/derive';
import type { User } from '@/lib/schemas/stored-account';
import { useAccountsStore } from '@/lib/stores/accounts-store';
import { useAdminStore } from '@/lib/stores/admin-store';
import { useOrdersStore } from '@/lib/stores/orders-store';

/** The dashboard's figures for one athlete, recomputed whenever the stored records change. */
export function useDashboardData(user: User, sportNames: Record<string, string>): DashboardData {
  const orders = useOrdersStore((s) => s.orders);
  const entries = useAccountsStore((s) => s.entries);
  const payouts = useAdminStore((s) => s.payouts);
  const application = useAdminStore((s) => s.applications[user.id]);
  return useMemo(
    () => deriveDashboard({ user, orders, entries, payouts, application, contests: getContests(), sportNames, now: new Date() }),
    [user, orders, entries, payouts, application, sportNames],
  );
}
