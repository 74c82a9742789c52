'use client';
import { useRouter } from 'next/navigation';
import { greeting, logout } from '@/lib/accounts';
import { useSessionStore } from '@/lib/stores/session-store';
import type { LeagueSamples } from '@/lib/admin/sample-data';
import type { SportChoice } from '@/lib/sports/catalog';
import type { User } from '@/lib/schemas/stored-account';
import { Badge } from '@/components/ui/badge';
import { useMissingSportNames, useSportNames } from '@/components/sports/use-sport-names';
import { ConsoleHeading, ConsoleTabs } from './console-tabs';
import { AnalyticsTab } from './analytics-tab';
import { EarningsTab } from './earnings-tab';
import { EventsTab } from './events-tab';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';
import { TicketsTab } from './tickets-tab';
import { useDashboardData } from './use-dashboard-data';

/**
 * The signed-in athlete's dashboard: seven tabs, analytics to settings. Loaded only for a signed-in
 * athlete. The page carries the featured sports; the name of any other sport it shows (hers, her
 * events') comes from /sports.json, with a readable stand-in until then.
 */
export function DashboardPanels({ user, sports, samples }: { user: User; sports: SportChoice[]; samples: LeagueSamples }) {
  const router = useRouter();
  const joined = useSessionStore((s) => s.joined ?? false);
  const { names: sportNames, nameOf } = useSportNames(sports);
  const data = useDashboardData(user, sportNames, samples);
  // The sports it shows (hers, her events'): a name the page lacks is fetched, and the data derived again.
  useMissingSportNames(sportNames, [user.selectedSport, ...data.events.map((e) => e.sport), ...data.sports.map((s) => s.slug)]);

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
          <h2 className="text-2xl font-extrabold text-ink">{greeting(user, joined)}</h2>
          <p className="text-slate-700">
            {user.selectedSport ? nameOf(user.selectedSport) : 'No sport chosen'} {user.demo ? <Badge tone="accent">Demo athlete</Badge> : null}
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
          { value: 'profile', label: 'Profile', content: <ProfileTab key={user.id} user={user} featured={sports} currentName={nameOf(user.selectedSport)} /> },
          { value: 'events', label: 'Events', content: <EventsTab data={data} sportName={nameOf} /> },
          { value: 'notifications', label: 'Notifications', content: <NotificationsTab data={data} /> },
          { value: 'settings', label: 'Settings', content: <SettingsTab key={user.id} user={user} /> },
        ]}
      />
    </div>
  );
}
