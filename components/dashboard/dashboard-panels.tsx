'use client';
import * as Tabs from '@radix-ui/react-tabs';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { displayName, logout } from '@/lib/accounts';
import type { SportLink } from '@/lib/schemas/sport';
import type { User } from '@/lib/schemas/stored-account';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PILL_PANEL, PillTabList } from '@/components/ui/tab-list';
import { AnalyticsTab } from './analytics-tab';
import { EarningsTab } from './earnings-tab';
import { EventsTab } from './events-tab';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';
import { TicketsTab } from './tickets-tab';
import { useDashboardData } from './use-dashboard-data';

const TABS = [
  { value: 'analytics', label: 'Analytics' },
  { value: 'earnings', label: 'Earnings' },
  { value: 'tickets', label: 'Tickets' },
  { value: 'profile', label: 'Profile' },
  { value: 'events', label: 'Events' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'settings', label: 'Settings' },
] as const;

/** The signed-in athlete's dashboard: seven tabs (spec §2 User dashboard). Loaded only for a signed-in athlete. */
export function DashboardPanels({ user, sports }: { user: User; sports: SportLink[] }) {
  const router = useRouter();
  const sportNames = useMemo(() => Object.fromEntries(sports.map((s) => [s.slug, s.name])), [sports]);
  const data = useDashboardData(user, sportNames);
  const panel = PILL_PANEL;

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="text-2xl font-extrabold text-ink">Welcome back, {displayName(user)}</h2>
          <p className="text-slate-700">
            {sportNames[user.selectedSport] ?? 'No sport chosen'} {user.demo ? <Badge tone="accent">Demo athlete</Badge> : null}
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => {
            logout();
            router.push('/');
          }}
        >
          Logout
        </Button>
      </div>
      <Tabs.Root defaultValue="analytics" orientation="vertical" className="flex flex-col gap-6 lg:flex-row">
        <PillTabList label="Dashboard sections" tabs={TABS} column />
        <Tabs.Content value="analytics" className={panel}>
          <AnalyticsTab data={data} />
        </Tabs.Content>
        <Tabs.Content value="earnings" className={panel}>
          <EarningsTab data={data} />
        </Tabs.Content>
        <Tabs.Content value="tickets" className={panel}>
          <TicketsTab />
        </Tabs.Content>
        <Tabs.Content value="profile" className={panel}>
          <ProfileTab key={user.id} user={user} sports={sports} />
        </Tabs.Content>
        <Tabs.Content value="events" className={panel}>
          <EventsTab data={data} sportNames={sportNames} />
        </Tabs.Content>
        <Tabs.Content value="notifications" className={panel}>
          <NotificationsTab data={data} />
        </Tabs.Content>
        <Tabs.Content value="settings" className={panel}>
          <SettingsTab key={user.id} user={user} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
