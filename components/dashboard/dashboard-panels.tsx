'use client';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { displayName, logout } from '@/lib/accounts';
import type { LeagueSamples } from '@/lib/admin/sample-data';
import type { SportLink } from '@/lib/schemas/sport';
import type { User } from '@/lib/schemas/stored-account';
import { Badge } from '@/components/ui/badge';
import { ConsoleHeading, ConsoleTabs } from './console-tabs';
import { AnalyticsTab } from './analytics-tab';
import { EarningsTab } from './earnings-tab';
import { EventsTab } from './events-tab';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';
import { TicketsTab } from './tickets-tab';
import { useDashboardData } from './use-dashboard-data';

/** The signed-in athlete's dashboard: seven tabs, analytics to settings. Loaded only for a signed-in athlete. */
export function DashboardPanels({ user, sports, samples }: { user: User; sports: SportLink[]; samples: LeagueSamples }) {
  const router = useRouter();
  const sportNames = useMemo(() => Object.fromEntries(sports.map((s) => [s.slug, s.name])), [sports]);
  const data = useDashboardData(user, sportNames, samples);

  return (
    <div>
      <ConsoleHeading
        signOut="Logout"
        onSignOut={() => {
          logout();
          router.push('/');
        }}
      >
        <div>
          <h2 className="text-2xl font-extrabold text-ink">Welcome back, {displayName(user)}</h2>
          <p className="text-slate-700">
            {sportNames[user.selectedSport] ?? 'No sport chosen'} {user.demo ? <Badge tone="accent">Demo athlete</Badge> : null}
          </p>
        </div>
      </ConsoleHeading>
      <ConsoleTabs
        label="Dashboard sections"
        column
        tabs={[
          { value: 'analytics', label: 'Analytics', content: <AnalyticsTab data={data} /> },
          { value: 'earnings', label: 'Earnings', content: <EarningsTab data={data} /> },
          { value: 'tickets', label: 'Tickets', content: <TicketsTab /> },
          { value: 'profile', label: 'Profile', content: <ProfileTab key={user.id} user={user} sports={sports} /> },
          { value: 'events', label: 'Events', content: <EventsTab data={data} sportNames={sportNames} /> },
          { value: 'notifications', label: 'Notifications', content: <NotificationsTab data={data} /> },
          { value: 'settings', label: 'Settings', content: <SettingsTab key={user.id} user={user} /> },
        ]}
      />
    </div>
  );
}
