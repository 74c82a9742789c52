'use client';
import * as Tabs from '@radix-ui/react-tabs';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { adminOverview, eventFigures } from '@/lib/admin/figures';
import { SAMPLE_ATHLETES } from '@/lib/admin/sample-data';
import { formatNumber, formatUSD } from '@/lib/format/en-us';
import type { SportLink } from '@/lib/schemas/sport';
import { useAccountsStore } from '@/lib/stores/accounts-store';
import { useAdminStore } from '@/lib/stores/admin-store';
import { useOrdersStore } from '@/lib/stores/orders-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { Button } from '@/components/ui/button';
import { PILL_PANEL, PillTabList } from '@/components/ui/tab-list';
import { StatTiles } from '@/components/ui/stat-tiles';
import { AdminAthletes } from './admin-athletes';
import { AdminEvents } from './admin-events';

// Charts load only when the analytics tab opens.
const BarChart = dynamic(() => import('@/components/dashboard/charts').then((m) => m.BarChart), { loading: () => <p role="status">Loading chart…</p> });

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'events', label: 'Events' },
  { value: 'athletes', label: 'Athletes' },
  { value: 'analytics', label: 'Analytics' },
] as const;

/** The admin console: overview, events, athletes and analytics tabs. Loaded only for a signed-in admin. */
export function AdminPanels({ sports }: { sports: SportLink[] }) {
  const router = useRouter();
  const adminSignOut = useSessionStore((s) => s.adminSignOut);
  const events = useAdminStore((s) => s.events);
  const payouts = useAdminStore((s) => s.payouts);
  const applications = useAdminStore((s) => s.applications);
  const orders = useOrdersStore((s) => s.orders);
  const users = useAccountsStore((s) => s.users);
  const names = useMemo(() => Object.fromEntries(sports.map((s) => [s.slug, s.name])), [sports]);
  const sportName = (slug: string) => (slug === 'special-events' ? 'Special Events' : (names[slug] ?? slug));
  const overview = adminOverview({ events, orders, sampleAthletes: SAMPLE_ATHLETES, localAthleteIds: users.map((u) => u.id), applications, payouts });

  const athletesBySport = new Map<string, number>();
  SAMPLE_ATHLETES.forEach((a) => athletesBySport.set(a.sport, (athletesBySport.get(a.sport) ?? 0) + 1));
  users
    .filter((u) => !SAMPLE_ATHLETES.some((a) => a.id === u.id))
    .forEach((u) => athletesBySport.set(u.selectedSport, (athletesBySport.get(u.selectedSport) ?? 0) + 1));
  const panel = PILL_PANEL;

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-2xl font-extrabold text-ink">League admin</h2>
        <Button
          variant="outline"
          onClick={() => {
            adminSignOut();
            router.push('/admin/login/');
          }}
        >
          Sign out
        </Button>
      </div>
      <Tabs.Root defaultValue="overview" className="space-y-6">
        <PillTabList label="Admin sections" tabs={TABS} />
        <Tabs.Content value="overview" className={panel}>
          <StatTiles
            label="League overview"
            items={[
              { label: 'Events', value: `${formatNumber(overview.events)} (${overview.activeEvents} active)` },
              { label: 'Athletes', value: formatNumber(overview.athletes) },
              { label: 'Tickets Sold', value: formatNumber(overview.ticketsSold) },
              { label: 'Ticket Revenue', value: formatUSD(overview.revenue) },
            ]}
          />
          <p className="mt-6 text-slate-800">
            {overview.pendingApplications} application{overview.pendingApplications === 1 ? '' : 's'} waiting for review; {overview.pendingPayouts} pending
            payout
            {overview.pendingPayouts === 1 ? '' : 's'} worth {formatUSD(overview.pendingPayoutAmount)}.
          </p>
        </Tabs.Content>
        <Tabs.Content value="events" className={panel}>
          <AdminEvents sports={sports} sportName={sportName} />
        </Tabs.Content>
        <Tabs.Content value="athletes" className={panel}>
          <AdminAthletes sportName={sportName} />
        </Tabs.Content>
        <Tabs.Content value="analytics" className={panel}>
          <div className="grid gap-6 xl:grid-cols-2">
            <div>
              <BarChart
                id="admin-revenue"
                title="Ticket revenue by event"
                color="#5b21b6"
                format={(n) => formatUSD(n)}
                data={events.map((e, i) => ({ label: `E${i + 1}`, value: eventFigures(e, orders).revenue }))}
              />
              <table className="mt-3 w-full text-left text-sm">
                <caption className="mb-2 text-left font-bold">Ticket revenue by event as a table</caption>
                <thead>
                  <tr className="border-b border-slate-300">
                    <th scope="col" className="py-2 pr-4">
                      Chart label
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Event
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right">
                      Tickets
                    </th>
                    <th scope="col" className="py-2 text-right">
                      Revenue
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {events.map((e, i) => {
                    const f = eventFigures(e, orders);
                    return (
                      <tr key={e.id} className="border-b border-slate-100">
                        <td className="py-2 pr-4">E{i + 1}</td>
                        <th scope="row" className="py-2 pr-4 font-medium">
                          {e.title}
                        </th>
                        <td className="py-2 pr-4 text-right">{formatNumber(f.ticketsSold)}</td>
                        <td className="py-2 text-right">{formatUSD(f.revenue)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <div>
              <BarChart
                id="admin-sports"
                title="Athletes by sport"
                color="#be185d"
                format={formatNumber}
                data={[...athletesBySport].map(([slug, n]) => ({ label: sportName(slug).split(' ')[0] ?? '', value: n }))}
              />
              <table className="mt-3 w-full text-left text-sm">
                <caption className="mb-2 text-left font-bold">Athletes by sport as a table</caption>
                <thead>
                  <tr className="border-b border-slate-300">
                    <th scope="col" className="py-2 pr-4">
                      Sport
                    </th>
                    <th scope="col" className="py-2 text-right">
                      Athletes
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...athletesBySport].map(([slug, n]) => (
                    <tr key={slug} className="border-b border-slate-100">
                      <th scope="row" className="py-2 pr-4 font-medium">
                        {sportName(slug)}
                      </th>
                      <td className="py-2 text-right">{formatNumber(n)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
